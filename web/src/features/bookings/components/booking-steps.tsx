import { BOOKING_STEPS, type BookingStep } from '../booking-flow';

export function BookingSteps({ current }: { current: BookingStep }) {
  return (
    <ol className="steps" aria-label="Booking steps">
      {BOOKING_STEPS.map(({ label }, i) => {
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
