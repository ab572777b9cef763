import { courseSessions } from '@domain/course';
import { formatPrice, totalPrice } from '@domain/price';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { unitPrice } from '@domain/booking';
import { workshopDateLabel } from '@domain/wording';
import { guestsLabel, timeLabel } from '../../features/bookings/booking-format';
import { useBookingState } from '../../features/bookings/use-booking-state';
import { BookingPage, StepActions } from '../../features/bookings/components/booking-page';
import { SummaryList, type SummaryRow } from '../../components/summary-list';
import { NoBookingInProgress } from '../../features/bookings/components/no-booking-in-progress';

export default function DateTimeSummaryPage() {
  const [state] = useBookingState();
  const navigate = useNavigate();
  const type = state?.workshopType;
  const date = state?.scheduledWorkshop;
  if (!type || !date) return <NoBookingInProgress workshop={type} />;

  const sessions = type.isCourse
    ? courseSessions(date.date_of_workshop, type.courseDates, type.courseInterval)
    : [];

  const rows: SummaryRow[] = [
    ['Workshop', type.name],
    ['Price per person', formatPrice(unitPrice(type))],
    ['Date', workshopDateLabel(date)],
    ['Time', timeLabel(date.time)],
  ];
  if (type.duration) rows.push(['Duration', type.duration]);
  // The places asked for with the date (or the guests given since): what the total is for.
  const guests = Number(state.details?.guests) || state.placesWanted || 1;
  rows.push(['Guests', guestsLabel(guests)]);
  rows.push(['Total price', formatPrice(totalPrice(unitPrice(type), guests))]);
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
    <BookingPage
      step={2}
      meta={{
        title: `Your date: ${type.name}`,
        description: `Check the date and time you chose for ${type.name} before entering your details.`,
      }}
      title="Your workshop"
      lede="Check the date, time and price, then enter your details (you can still change the number of guests there)."
    >
      <SummaryList rows={rows} />
      <StepActions back={paths.bookingStart}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void navigate(paths.bookingDetails)}
        >
          Next
        </button>
      </StepActions>
    </BookingPage>
  );
}
