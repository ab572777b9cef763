import { CANCELLATION_POLICY } from '@domain/policy';

/** The cancellation policy (docs/product.md#cancellation-policy), worded as the emails word it. */
export function CancellationPolicy() {
  return (
    <ul>
      {CANCELLATION_POLICY.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
