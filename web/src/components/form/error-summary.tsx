export function focusField(id: string) {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
}

/**
 * After a failed submit (the summary drawn): the summary in view from its top, just below the
 * sticky header (the page's scroll padding), and focus on the first field it lists, scrolled to
 * only when it does not fit on the screen with the summary. *Why: focus alone scrolled the field
 * to the screen's middle and the summary above it under the header, out of sight.*
 */
export function showProblems(firstField: string) {
  document.querySelector('.error-summary')?.scrollIntoView({ block: 'start' });
  const field = document.getElementById(firstField);
  if (!field) return;
  field.focus({ preventScroll: true });
  const box = field.getBoundingClientRect();
  const clear = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
  if (box.top < clear || box.bottom > window.innerHeight) field.scrollIntoView({ block: 'center' });
}

export function ErrorSummary({
  title = 'Please check the form',
  problems,
}: {
  title?: string;
  problems: { field: string; message: string }[];
}) {
  return (
    // Announced as it appears, while focus goes to the first field it lists.
    <div role="alert" className="alert alert--error error-summary">
      <h2 className="alert__title">{title}</h2>
      <ul>
        {problems.map(({ field, message }) => (
          <li key={field}>
            <a
              href={`#${field}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(field);
              }}
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
