import type { VisitorBooking } from '@domain/booking';
import { bookingCalendarFile, calendarDataUrl, googleCalendarUrl } from '@domain/calendar-file';
import { formatPrice } from '@domain/price';
import { workshopDateLabel } from '@domain/wording';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { SummaryList } from '../../../components/summary-list';
import { paths } from '../../../config/paths';
import { useStudio } from '../../../lib/studio';
import { guestsLabel, timeLabel } from '../booking-format';
import { BookingPage } from './booking-page';
import { BookingSection } from './booking-section';

/** A saved booking as the thank-you pages show it (the visitor's own page has no id). */
export type ThankYouBooking = Omit<VisitorBooking, 'id'> & { id?: string };

interface ThankYouProps {
  booking: ThankYouBooking;
  reference?: string | null;
  /** The visitor's own page for the booking (relative or absolute), when there is one. */
  manageUrl: string | null;
  lede: ReactNode;
  /** What the page says about paying, between what was booked and the calendar. */
  children: ReactNode;
}

/**
 * The last step of the booking flow: what was booked (with its reference), how it is paid,
 * adding it to a calendar, and the link to manage it. /checkout after a booking to pay later,
 * and /checkout/{token} once a card payment is confirmed.
 */
export function ThankYou({ booking, reference, manageUrl, lede, children }: ThankYouProps) {
  const studio = useStudio();
  const calendarBooking = { ...booking, id: booking.id ?? reference ?? '' };
  const ics = calendarDataUrl(
    bookingCalendarFile(calendarBooking, studio, {
      stamp: booking.createdAt,
      // The same link the confirmation email's calendar file carries.
      manageUrl: manageUrl ? new URL(manageUrl, window.location.origin).href : null,
    }),
  );
  const fileName = `${booking.workshop_type || 'workshop'}.ics`;

  return (
    <BookingPage
      step={5}
      meta={{
        title: 'Thank You!',
        description: 'Your workshop booking at the studio, with how to pay for it.',
      }}
      title="Thank You!"
      lede={lede}
    >
      <BookingSection id="booked-title" title="What you booked">
        <SummaryList
          rows={[
            ['Workshop', booking.workshop_name],
            ['Date', workshopDateLabel(booking)],
            ['Time', timeLabel(booking.time)],
            ['Guests', guestsLabel(booking.guests)],
            ['Total', formatPrice(booking.total_price)],
            booking.voucher && booking.voucher.amount > 0
              ? ['Gift voucher', `${booking.voucher.code}: ${formatPrice(booking.voucher.amount)}`]
              : undefined,
            reference ? ['Booking reference', reference] : undefined,
          ]}
        />
      </BookingSection>

      {children}

      <BookingSection id="calendar-title" title="Add it to your calendar">
        <p className="cluster">
          <a className="button" href={ics} download={fileName}>
            Add to calendar (.ics)
          </a>
          <a
            className="button"
            href={googleCalendarUrl(calendarBooking, studio)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Add to Google Calendar (opens in a new tab)
          </a>
        </p>
      </BookingSection>

      {manageUrl && (
        <BookingSection id="manage-title" title="Change of plans?">
          <p>
            You can see your booking, move it to another date or cancel it (up to 48 hours before
            the start) online. The link is in your confirmation email too.
          </p>
          <p>
            <Link className="button" to={manageUrl}>
              Manage your booking
            </Link>
          </p>
        </BookingSection>
      )}

      <p className="booking__section">
        <Link className="link-action" to={paths.bookAWorkshop}>
          Browse more workshops
        </Link>
      </p>
    </BookingPage>
  );
}
