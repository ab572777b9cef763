import { paymentLinksSchema } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { DEFAULT_VISITOR_PAYMENT, type VisitorPayment } from '@domain/payment';
import { DEFAULT_VOUCHER_AMOUNTS, DEFAULT_VOUCHER_EXPIRY_MONTHS } from '@domain/voucher';
import { AdminEditorPage } from '../../../components/admin/admin-editor-page';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import {
  paymentLinksQuery,
  updatePaymentLinks,
} from '../../../features/content/admin/api/payment-links';

const COUNTS = ['1', '2', '3', '4'] as const;
type Values = Record<
  (typeof COUNTS)[number] | 'methods' | 'voucherAmounts' | 'voucherExpiryMonths',
  string
>;

const VISITOR_PAYMENT_OPTIONS: { value: VisitorPayment; label: string }[] = [
  { value: 'card', label: 'Card payment at booking (Stripe)' },
  { value: 'link', label: 'Pay later by payment link' },
  { value: 'both', label: 'Both: the visitor chooses' },
];

const toValues = ({
  links,
  methods,
  voucherAmounts,
  voucherExpiryMonths,
}: PaymentLinks): Values => ({
  methods: methods ?? DEFAULT_VISITOR_PAYMENT,
  voucherAmounts: (voucherAmounts ?? DEFAULT_VOUCHER_AMOUNTS).join(', '),
  voucherExpiryMonths: String(voucherExpiryMonths ?? DEFAULT_VOUCHER_EXPIRY_MONTHS),
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
      validate={({ methods, voucherAmounts, voucherExpiryMonths, ...links }) =>
        paymentLinksSchema.safeParse({ methods, links, voucherAmounts, voucherExpiryMonths })
      }
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
          <TextField
            label="Gift voucher amounts (£)"
            {...form.field('voucherAmounts')}
            inputMode="decimal"
            hint="Offered on the gift voucher page, separated by commas; buyers can also choose a workshop's price or another amount"
          />
          <TextField
            label="Gift vouchers last (months)"
            {...form.field('voucherExpiryMonths')}
            inputMode="numeric"
            hint="From the day one is bought or issued; staff can extend one"
          />
        </>
      )}
    </AdminEditorPage>
  );
}
