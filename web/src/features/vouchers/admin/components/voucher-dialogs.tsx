import { extendVoucherSchema, voidVoucherSchema, type VoucherView } from '@domain/voucher';
import { londonDate } from '@domain/clock';
import { formatPrice } from '@domain/price';
import { FormDialog } from '../../../../components/form/form-dialog';
import { TextAreaField, TextField } from '../../../../components/form/text-field';
import { useForm } from '../../../../components/form/use-form';
import { extendVoucher } from '../api/extend-voucher';
import { voidVoucher } from '../api/void-voucher';

interface VoucherDialogProps {
  voucher: VoucherView;
  onDismiss: () => void;
  onDone: (message: string) => void;
}

export function VoidVoucherDialog({ voucher, onDismiss, onDone }: VoucherDialogProps) {
  const form = useForm({
    initial: { code: voucher.code, reason: '' },
    validate: (values: { code: string; reason: string }) => voidVoucherSchema.safeParse(values),
    submit: voidVoucher,
    onSuccess: () => {
      const message = `Cancelled gift voucher ${voucher.code}; its ${formatPrice(voucher.balance)} can no longer be spent.`;
      onDone(message);
      return { message };
    },
  });
  return (
    <FormDialog
      title={`Cancel gift voucher ${voucher.code}`}
      description={
        <p>
          {voucher.recipientName}: {formatPrice(voucher.balance)} left. Its balance goes to nothing
          and it can no longer be spent; the ledger keeps the reason.
        </p>
      }
      form={form}
      submit="Cancel voucher"
      dismiss="Keep voucher"
      danger
      onDismiss={onDismiss}
    >
      <TextAreaField label="Reason" {...form.field('reason')} />
    </FormDialog>
  );
}

export function ExtendVoucherDialog({ voucher, onDismiss, onDone }: VoucherDialogProps) {
  const form = useForm({
    initial: { code: voucher.code, expiresOn: '' },
    validate: (values: { code: string; expiresOn: string }) =>
      extendVoucherSchema.safeParse(values),
    submit: extendVoucher,
    onSuccess: (view) => {
      const message = `Gift voucher ${voucher.code} now lasts until ${londonDate(view.expiresAt)}.`;
      onDone(message);
      return { message };
    },
  });
  return (
    <FormDialog
      title={`Extend gift voucher ${voucher.code}`}
      description={<p>It lasts until {londonDate(voucher.expiresAt)} now.</p>}
      form={form}
      submit="Extend"
      dismiss="Close"
      onDismiss={onDismiss}
    >
      <TextField label="New last day" type="date" {...form.field('expiresOn')} />
    </FormDialog>
  );
}
