/**
 * The text of an action repeated on every row, named for screen readers after what it acts
 * on: shows "Cancel", is called "Cancel: Tom Hughes". The name is text, not an aria-label, so
 * a search by label ("Month") never finds a button whose item happens to say it.
 */
export function ActionName({ action, of }: { action: string; of: string }) {
  return (
    <>
      <span aria-hidden="true">{action}</span>
      <span className="visually-hidden">{`${action}: ${of}`}</span>
    </>
  );
}
