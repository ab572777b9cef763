export function focusField(id: string) {
  const element = document.getElementById(id);
  element?.focus();
  element?.scrollIntoView({ block: 'center' });
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
