import type { CheckedDiscount } from '@domain/contracts/discounts';
import { formatPrice } from '@domain/price';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { ApiError } from '../../../lib/api-client';
import { checkDiscount } from '../api/check-discount';

interface DiscountCodeFieldProps {
  dateId: string;
  guests: number;
  applied: CheckedDiscount | undefined;
  onApplied: (checked: CheckedDiscount | undefined) => void;
  /** Why the booking itself refused the code (it may have been used up meanwhile). */
  error?: string;
}

const ERROR = 'We could not check the code just now. Please try again.';

/**
 * The booking summary's discount code: "Apply code" asks the server what the booking costs with it
 * (the booking is priced again by the server when it is sent); Remove takes it off.
 */
export function DiscountCodeField({
  dateId,
  guests,
  applied,
  onApplied,
  error,
}: DiscountCodeFieldProps) {
  const [code, setCode] = useState(applied?.code ?? '');
  const [problem, setProblem] = useState<string>();
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    setProblem(undefined);
    if (code.trim() === '') {
      setProblem('Enter a discount code');
      return;
    }
    setChecking(true);
    try {
      onApplied(await checkDiscount({ code, scheduled_workshop_id: dateId, guests }));
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : ERROR);
    } finally {
      setChecking(false);
    }
  }

  if (applied) {
    return (
      <div className="booking__form-row discount-code" role="status">
        <p>
          Code <strong>{applied.code}</strong> applied: {formatPrice(applied.discountAmount)} off.{' '}
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setCode('');
              onApplied(undefined);
            }}
          >
            Remove code<span className="visually-hidden"> {applied.code}</span>
          </button>
        </p>
        {error && <p className="field__error">{error}</p>}
      </div>
    );
  }

  return (
    <form
      className="booking__form-row discount-code"
      noValidate
      aria-busy={checking}
      onSubmit={(e) => void apply(e)}
    >
      <TextField
        label="Discount code"
        name="discountCode"
        id="discountCode"
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(undefined);
        }}
        autoComplete="off"
        hint="If you have one; one code per booking"
        error={problem ?? error}
      />
      <button type="submit" className="button" disabled={checking} aria-busy={checking}>
        Apply code
      </button>
    </form>
  );
}
