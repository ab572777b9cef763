import type { VoucherCheck } from '@domain/contracts/vouchers';
import { formatPrice } from '@domain/price';
import { useRef, useState } from 'react';
import { FieldShell } from '../../../components/form/field-shell';
import { ApiError } from '../../../lib/api-client';
import { checkVoucher } from '../api/check-voucher';

interface VoucherCodeFieldProps {
  /** The booking's total (pounds), for the part the voucher would pay. */
  total: number;
  applied: VoucherCheck | undefined;
  onApply: (check: VoucherCheck | undefined) => void;
  /** The booking's refusal of the code, if it was refused when sent. */
  error?: string;
}

/**
 * The summary step's gift voucher code (docs/product.md#gift-vouchers): checked with the server,
 * which says what its balance pays and what is left; the booking spends it when it is sent.
 */
export function VoucherCodeField({ total, applied, onApply, error }: VoucherCodeFieldProps) {
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const shown = refusal ?? error;

  async function apply() {
    if (checking) return;
    if (!code.trim()) {
      setRefusal('Enter the gift voucher code');
      input.current?.focus();
      return;
    }
    setChecking(true);
    setRefusal(undefined);
    try {
      onApply(await checkVoucher({ code, total }));
    } catch (err) {
      onApply(undefined);
      setRefusal(err instanceof ApiError ? err.message : 'We could not check the code just now.');
      input.current?.focus();
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <div className="booking__form-row voucher-applied" role="status">
        <p>
          Gift voucher <strong>{applied.code}</strong> pays {formatPrice(applied.used ?? 0)}
          {applied.left === 0
            ? ': nothing is left to pay.'
            : `; ${formatPrice(applied.left ?? total)} is left to pay.`}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => {
            onApply(undefined);
            setCode('');
          }}
        >
          Remove the gift voucher
        </button>
      </div>
    );
  }

  return (
    <div className="booking__form-row">
      <FieldShell label="Gift voucher code" required={false} error={shown}>
        {(control) => (
          <div className="cluster">
            <input
              {...control}
              ref={input}
              name="voucherCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(e) => {
                setCode(e.target.value);
                setRefusal(undefined);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void apply();
                }
              }}
            />
            <button
              type="button"
              className="button"
              disabled={checking}
              aria-busy={checking}
              onClick={() => void apply()}
            >
              Apply voucher
            </button>
          </div>
        )}
      </FieldShell>
    </div>
  );
}
