import type { ReactNode } from 'react';

/** A titled part of a booking page (a region named by its heading). */
export function BookingSection({
  id,
  title,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="booking__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
