const STEPS = ['Date', 'Check', 'Details', 'Review', 'Done'] as const;

export function BookingSteps({ current }: { current: 1 | 2 | 3 | 4 | 5 }) {
  return (
    <ol className="steps" aria-label="Booking steps">
      {STEPS.map((label, i) => {
        const step = i + 1;
        const done = step < current;
        return (
          <li
            key={label}
            className={done ? 'steps__item--done' : undefined}
            aria-current={step === current ? 'step' : undefined}
          >
            {label}
            {done && <span className="visually-hidden"> (done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
