import { paymentLinksSchema } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { AdminEditorPage } from '../../../components/admin/admin-editor-page';
import { TextField } from '../../../components/form/text-field';
import {
  paymentLinksQuery,
  updatePaymentLinks,
} from '../../../features/content/admin/api/payment-links';

const COUNTS = ['1', '2', '3', '4'] as const;
type Values = Record<(typeof COUNTS)[number], string>;

const toValues = ({ links }: PaymentLinks): Values => ({
  '1': links['1'] ?? '',
  '2': links['2'] ?? '',
  '3': links['3'] ?? '',
  '4': links['4'] ?? '',
});

export default function EditPaymentLinks() {
  return (
    <AdminEditorPage
      title="Payment links"
      lede="The card payment link shown at checkout for each number of guests (1 to 4). Larger groups are told a link will be emailed."
      query={paymentLinksQuery}
      what="the payment links"
      toValues={toValues}
      validate={(v) => paymentLinksSchema.safeParse({ links: v })}
      submit={updatePaymentLinks}
      savedMessage={() => 'Saved. The checkout page and confirmation emails use these links now.'}
      submitLabel="Save payment links"
    >
      {(form) =>
        COUNTS.map((count) => (
          <TextField
            key={count}
            label={`Link for ${count} ${count === '1' ? 'guest' : 'guests'}`}
            {...form.field(count)}
            name={`link-${count}`}
            type="url"
          />
        ))
      }
    </AdminEditorPage>
  );
}
