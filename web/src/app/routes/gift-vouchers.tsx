import { buyVoucherSchema, MAX_VOUCHER_POUNDS, MIN_VOUCHER_POUNDS } from '@domain/voucher';
import { newBookingId } from '@domain/ids';
import { londonIsoDate } from '@domain/dates';
import { formatPrice } from '@domain/price';
import { useState } from 'react';
import { Page } from '../../components/page';
import { Form } from '../../components/form/form';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { useNoIndex } from '../../lib/use-no-index';
import { useMenuWorkshops } from '../../features/catalog/api/menu-workshops';
import { usePaymentMethods } from '../../features/bookings/api/get-payment-methods';
import { buyVoucher } from '../../features/vouchers/api/buy-voucher';
import { SelectField } from '../../components/form/select-field';
import {
  amountChoices,
  OTHER_AMOUNT,
  poundsOf,
  WORKSHOP_PRICE,
  workshopPrices,
} from '../../features/vouchers/voucher-amounts';
import '../../features/bookings/booking.css';

interface Values {
  id: string;
  amount: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
  message: string;
  sendTo: 'buyer' | 'recipient';
  recipientEmail: string;
  sendOn: string;
}

const SEND_TO = [
  { value: 'buyer' as const, label: 'To me, to print or pass on' },
  { value: 'recipient' as const, label: 'To the recipient, on a day I choose' },
];

/** /gift_vouchers: buy a gift voucher, paid on Stripe's Checkout page (docs/product.md#gift-vouchers). */
export default function GiftVouchersPage() {
  useNoIndex();
  const methods = usePaymentMethods();
  const workshops = useMenuWorkshops();
  const prices = workshopPrices(workshops.status === 'ready' ? workshops.data : []);
  const options = amountChoices(
    methods.status === 'ready' ? methods.data.voucherAmounts : undefined,
    prices.length > 0,
  );
  const [choice, setChoice] = useState('50');
  const [workshop, setWorkshop] = useState('');
  const [today] = useState(() => londonIsoDate(Date.now()));
  const form = useForm({
    initial: (): Values => ({
      id: newBookingId(),
      amount: '50',
      buyerName: '',
      buyerEmail: '',
      recipientName: '',
      message: '',
      sendTo: 'buyer',
      recipientEmail: '',
      sendOn: today,
    }),
    validate: (values: Values) => buyVoucherSchema(Date.now()).safeParse(values),
    submit: buyVoucher,
    onSuccess: ({ checkoutUrl }) => {
      // Stripe's hosted page next; the voucher is made once Stripe says it is paid.
      window.location.assign(checkoutUrl);
      return { message: 'Taking you to the secure payment page…' };
    },
  });
  const { values } = form;

  return (
    <Page
      className="booking gift-vouchers"
      title="Gift vouchers"
      description="Give a workshop at the studio: a gift voucher for any amount, emailed to you or to them on the day you choose."
      lede={`Give a morning of making: a gift voucher from ${formatPrice(MIN_VOUCHER_POUNDS)} to ${formatPrice(MAX_VOUCHER_POUNDS)}, spent on any workshops until its balance is used, within 12 months.`}
    >
      <Form form={form} submit="Continue to payment">
        <RadioGroupField
          legend="Amount"
          name="amountChoice"
          value={choice}
          options={options}
          error={
            choice === OTHER_AMOUNT || choice === WORKSHOP_PRICE ? undefined : form.errors.amount
          }
          onChange={(value) => {
            setChoice(value);
            const typed = value === OTHER_AMOUNT || value === WORKSHOP_PRICE;
            form.set('amount')(
              typed ? (value === WORKSHOP_PRICE ? poundsOf(workshop) : '') : value,
            );
          }}
        />
        {choice === WORKSHOP_PRICE && (
          <SelectField
            label="Workshop"
            name="workshop"
            value={workshop}
            options={prices}
            placeholder="Choose a workshop"
            error={form.errors.amount}
            onChange={(value) => {
              setWorkshop(value);
              form.set('amount')(poundsOf(value));
            }}
          />
        )}
        {choice === OTHER_AMOUNT && (
          <TextField
            label="Amount in pounds"
            {...form.field('amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={`From ${formatPrice(MIN_VOUCHER_POUNDS)} to ${formatPrice(MAX_VOUCHER_POUNDS)}`}
          />
        )}
        <TextField label="Your name" {...form.field('buyerName')} autoComplete="name" />
        <TextField
          label="Your email"
          {...form.field('buyerEmail')}
          type="email"
          autoComplete="email"
          hint="We email you the voucher (or a copy of it) and the receipt"
        />
        <TextField label="Who is it for?" {...form.field('recipientName')} autoComplete="off" />
        <TextAreaField
          label="Your message"
          {...form.field('message')}
          hint="Printed on the voucher, up to 500 characters"
        />
        <RadioGroupField
          legend="Send the voucher"
          name="sendTo"
          value={values.sendTo}
          options={SEND_TO}
          onChange={(value) => form.set('sendTo')(value)}
        />
        {values.sendTo === 'recipient' && (
          <>
            <TextField
              label="Their email"
              {...form.field('recipientEmail')}
              type="email"
              autoComplete="off"
            />
            <TextField
              label="Send it on"
              {...form.field('sendOn')}
              type="date"
              min={today}
              hint="At 8 in the morning that day; you get your copy at once"
            />
          </>
        )}
      </Form>
    </Page>
  );
}
