import { paymentLinksSchema } from '@domain/admin-site-content';
import type { PaymentLinks } from '@domain/model';
import { getPaymentLinks, updatePaymentLinks } from '../../../features/admin/api/payment-links';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { TextField } from '../../../features/admin/components/fields';
import { FormStatus, SubmitButton } from '../../../features/admin/components/form-status';
import { LoadFailed, Loading } from '../../../features/admin/components/loading';
import { useAdminForm } from '../../../features/admin/use-admin-form';
import { useAdminQuery } from '../../../features/admin/use-admin-query';

const COUNTS = ['1', '2', '3', '4'] as const;
type Values = Record<(typeof COUNTS)[number], string>;

const toValues = (links: PaymentLinks): Values => ({
  '1': links.links['1'] ?? '',
  '2': links.links['2'] ?? '',
  '3': links.links['3'] ?? '',
  '4': links.links['4'] ?? '',
});

function PaymentLinksForm({ links }: { links: PaymentLinks }) {
  const form = useAdminForm({
    initial: () => toValues(links),
    validate: (v: Values) => paymentLinksSchema.safeParse({ links: v }),
    submit: updatePaymentLinks,
    onSuccess: (saved) => ({
      message: 'Saved. The checkout page and confirmation emails use these links now.',
      values: toValues(saved),
    }),
  });
  return (
    <form
      className="card admin-form"
      noValidate
      aria-busy={form.saving}
      onSubmit={(e) => void form.onSubmit(e)}
    >
      <FormStatus success={form.success} error={form.error} />
      {COUNTS.map((count) => (
        <TextField
          key={count}
          label={`Link for ${count} ${count === '1' ? 'guest' : 'guests'}`}
          name={`link-${count}`}
          type="url"
          value={form.values[count]}
          onChange={form.set(count)}
          error={form.errors[count]}
          required
        />
      ))}
      <SubmitButton saving={form.saving}>Save payment links</SubmitButton>
    </form>
  );
}

export default function EditPaymentLinks() {
  const { query, reload } = useAdminQuery(getPaymentLinks);
  return (
    <AdminPage
      title="Payment links"
      lede="The card payment link shown at checkout for each number of guests (1 to 4). Larger groups are told a link will be emailed."
    >
      {query.status === 'loading' && <Loading label="Loading the payment links..." />}
      {query.status === 'error' && <LoadFailed message={query.error} onRetry={reload} />}
      {query.status === 'ready' && <PaymentLinksForm links={query.data} />}
    </AdminPage>
  );
}
