import { paymentLinksSchema } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import {
  paymentLinksQuery,
  updatePaymentLinks,
} from '../../../features/content/admin/api/payment-links';
import { AdminQueryPage } from '../../../components/admin/admin-page';

const COUNTS = ['1', '2', '3', '4'] as const;
type Values = Record<(typeof COUNTS)[number], string>;

const toValues = ({ links }: PaymentLinks): Values => ({
  '1': links['1'] ?? '',
  '2': links['2'] ?? '',
  '3': links['3'] ?? '',
  '4': links['4'] ?? '',
});

function PaymentLinksForm({ links }: { links: PaymentLinks }) {
  const form = useForm({
    initial: () => toValues(links),
    validate: (v: Values) => paymentLinksSchema.safeParse({ links: v }),
    submit: updatePaymentLinks,
    onSuccess: (saved) => ({
      message: 'Saved. The checkout page and confirmation emails use these links now.',
      values: toValues(saved),
    }),
  });
  return (
    <Form form={form} submit="Save payment links">
      {COUNTS.map((count) => (
        <TextField
          key={count}
          label={`Link for ${count} ${count === '1' ? 'guest' : 'guests'}`}
          {...form.field(count)}
          name={`link-${count}`}
          type="url"
        />
      ))}
    </Form>
  );
}

export default function EditPaymentLinks() {
  return (
    <AdminQueryPage
      title="Payment links"
      lede="The card payment link shown at checkout for each number of guests (1 to 4). Larger groups are told a link will be emailed."
      query={paymentLinksQuery}
      what="the payment links"
    >
      {(links) => <PaymentLinksForm links={links} />}
    </AdminQueryPage>
  );
}
