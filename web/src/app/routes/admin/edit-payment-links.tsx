import { paymentLinksSchema } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { DEFAULT_VISITOR_PAYMENT, type VisitorPayment } from '@domain/payment';
import { AdminEditorPage } from '../../../components/admin/admin-editor-page';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import {
  paymentLinksQuery,
  updatePaymentLinks,
} from '../../../features/content/admin/api/payment-links';

const COUNTS = ['1', '2', '3', '4'] as const;
type Values = Record<(typeof COUNTS)[number] | 'methods', string>;

const VISITOR_PAYMENT_OPTIONS: { value: VisitorPayment; label: string }[] = [
  { value: 'card', label: 'Card payment at booking (Stripe)' },
  { value: 'link', label: 'Pay later by payment link' },
  { value: 'both', label: 'Both: the visitor chooses' },
];

const toValues = ({ links, methods }: PaymentLinks): Values => ({
  methods: methods ?? DEFAULT_VISITOR_PAYMENT,
  '1': links['1'] ?? '',
  '2': links['2'] ?? '',
  '3': links['3'] ?? '',
  '4': links['4'] ?? '',
});

const linkHint = (methods: string) =>
  methods === 'card'
    ? 'Optional while visitors pay by card only: kept for when you offer payment links again.'
    : undefined;

export default function EditPaymentLinks() {
  return (
    <AdminEditorPage
      title="Payments"
      lede="How visitors pay for a booking, and the card payment link for each number of guests (1 to 4) when they pay later. Larger groups are told a link will be emailed."
      query={paymentLinksQuery}
      what="the payment settings"
      toValues={toValues}
      validate={({ methods, ...links }) => paymentLinksSchema.safeParse({ methods, links })}
      submit={updatePaymentLinks}
      savedMessage={() =>
        'Saved. Bookings, the checkout page and confirmation emails use these settings now.'
      }
      submitLabel="Save payments"
    >
      {(form) => (
        <>
          <RadioGroupField
            legend="How visitors pay"
            options={VISITOR_PAYMENT_OPTIONS}
            {...form.field('methods')}
          />
          {COUNTS.map((count) => (
            <TextField
              key={count}
              label={`Link for ${count} ${count === '1' ? 'guest' : 'guests'}`}
              {...form.field(count)}
              name={`link-${count}`}
              type="url"
              hint={linkHint(form.values.methods)}
            />
          ))}
        </>
      )}
    </AdminEditorPage>
  );
}
