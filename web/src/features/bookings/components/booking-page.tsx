import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { type BookingStep, usePreloadNextStep } from '../booking-flow';
import { BookingSteps } from './booking-steps';
import '../booking.css';

interface BookingPageProps {
  step: BookingStep;
  /** The document's title and description (they name the workshop; the heading names the step). */
  meta: { title: string; description: string };
  title: string;
  lede: ReactNode;
  children: ReactNode;
}

/** One step of the booking flow: where it is in the steps, its heading, and its content. */
export function BookingPage({ step, meta, title, lede, children }: BookingPageProps) {
  usePreloadNextStep(step);
  return (
    <div className="container booking">
      <PageMeta title={meta.title} description={meta.description} />
      <BookingSteps current={step} />
      <h1 className="page-title">{title}</h1>
      <p className="lede">{lede}</p>
      {children}
    </div>
  );
}

/** Back to `back`, and the way on (the step's own button), at the foot of a step. */
export function StepActions({ back, children }: { back: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="booking__actions">
      <button type="button" className="button" onClick={() => void navigate(back)}>
        Back
      </button>
      {children}
    </div>
  );
}
