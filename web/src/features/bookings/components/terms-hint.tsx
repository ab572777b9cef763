import { paths } from '../../../config/paths';

/** Under every terms checkbox: where to read them, without losing the form. */
export function TermsHint() {
  return (
    <>
      Please read our{' '}
      <a href={paths.termsAndConditions} target="_blank" rel="noopener">
        Terms and Conditions (opens in a new tab)
      </a>
      , including the cancellation policy.
    </>
  );
}
