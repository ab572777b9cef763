import { issueVoucherSchema } from '@domain/voucher';
import { FormStatus } from '../../../../components/form/form-status';
import { TextAreaField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { issueVoucher } from '../api/issue-voucher';

const empty = { amount: '', recipientName: '', email: '', note: '' };

/** Staff issue a voucher sold at the counter or given away: the answer is its code. */
export function IssueVoucherForm({ onIssued }: { onIssued: () => void }) {
  const form = useForm({
    initial: empty,
    validate: (values: typeof empty) => issueVoucherSchema.safeParse(values),
    submit: issueVoucher,
    onSuccess: ({ code }, body) => {
      onIssued();
      return {
        message: `Issued gift voucher ${code} for ${body.recipientName}.${
          body.email
            ? ` It is on its way to ${body.email}.`
            : ' Write the code down or print it for them.'
        }`,
        values: empty,
      };
    },
  });
  return (
    <form
      className="card form-card"
      noValidate
      aria-busy={form.saving}
      aria-labelledby="issue-voucher-heading"
      onSubmit={(e) => void form.onSubmit(e)}
    >
      <h2 id="issue-voucher-heading">Issue a gift voucher</h2>
      <FormStatus success={form.success} error={form.error} />
      <TextField
        label="Amount (£)"
        {...form.field('amount')}
        inputMode="decimal"
        autoComplete="off"
        hint="Sold at the counter or given away"
      />
      <TextField label="Recipient's name" {...form.field('recipientName')} autoComplete="off" />
      <TextField
        label="Email the voucher to"
        {...form.field('email')}
        type="email"
        autoComplete="off"
        hint="Optional: leave empty to hand the code over yourself"
      />
      <TextAreaField
        label="Note"
        {...form.field('note')}
        hint="Optional, for staff: why it was issued"
      />
      <div className="cluster form-actions">
        <button type="submit" className="button button--primary" disabled={form.saving}>
          Issue voucher
        </button>
      </div>
    </form>
  );
}
