/** The cancellation policy (SPEC.md section 9, docs/product.md#cancellation-policy) in words. */
export function CancellationPolicy() {
  return (
    <ul>
      <li>
        <strong>More than 48 hours before</strong> the workshop: you can have a full refund or move
        your booking to another date.
      </li>
      <li>
        <strong>Within 48 hours</strong> of the workshop: we cannot refund, but we will offer you an
        alternative date.
      </li>
      <li>
        <strong>If you do not come</strong> and have not told us (a no-show), there is no refund and
        no alternative date.
      </li>
    </ul>
  );
}
