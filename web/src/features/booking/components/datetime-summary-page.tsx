import { courseSessions } from '@domain/course';
import { formatPrice } from '@domain/price';
import { type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { unitPrice } from '@domain/booking';
import { timeLabel, workshopDateLabel } from '../booking-format';
import { useBookingState } from '../use-booking-state';
import { usePreloadNextStep } from '../booking-flow';
import { BookingSteps } from './booking-steps';
import { SummaryList } from './booking-summary-list';
import '../booking.css';

export function DateTimeSummaryPage() {
  const [state] = useBookingState();
  const navigate = useNavigate();
  usePreloadNextStep(2);
  const type = state?.workshopType;
  const date = state?.scheduledWorkshop;
  if (!type || !date) return <Navigate to={paths.home} replace />;

  const sessions = type.isCourse
    ? courseSessions(date.date_of_workshop, type.courseDates, type.courseInterval)
    : [];

  const rows: [string, ReactNode][] = [
    ['Workshop', type.name],
    ['Price per person', formatPrice(unitPrice(type))],
    ['Date', workshopDateLabel(date)],
    ['Time', timeLabel(date.time)],
  ];
  if (type.duration) rows.push(['Duration', type.duration]);
  if (sessions.length > 1) {
    rows.push([
      'Course sessions',
      <ol className="booking__sessions">
        {sessions.map((s) => (
          <li key={s.ms}>{s.label}</li>
        ))}
      </ol>,
    ]);
  }

  return (
    <div className="container booking">
      <PageMeta
        title={`Your date: ${type.name}`}
        description={`Check the date and time you chose for ${type.name} before entering your details.`}
      />
      <BookingSteps current={2} />
      <h1 className="page-title">Your workshop</h1>
      <p className="lede">Check the date and time, then enter your details.</p>
      <SummaryList rows={rows} />
      <div className="booking__actions">
        <button type="button" className="button" onClick={() => void navigate(paths.bookingStart)}>
          Back
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void navigate(paths.bookingDetails)}
        >
          Next
        </button>
      </div>
    </div>
  );
}
