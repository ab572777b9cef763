import { formatPrice } from '@domain/price';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { bookingCalendarFile, calendarDataUrl, googleCalendarUrl } from '@domain/calendar-file';
import { useStudio } from '../../lib/studio';
import { workshopDateLabel } from '@domain/wording';
import { timeLabel } from '../../features/bookings/booking-format';
import { clearBooking, readConfirmation } from '../../features/bookings/booking-state';
import { BookingPage } from '../../features/bookings/components/booking-page';
import { BookingSection } from '../../features/bookings/components/booking-section';
import { SummaryList } from '../../components/summary-list';

export default function CheckoutPage() {
  const [confirmation] = useState(readConfirmation);
  const studio = useStudio();

  // The booking is saved: the flow starts afresh next time (its confirmation stays for a reload).
  useEffect(() => clearBooking(), []);

  if (!confirmation) return <Navigate to={paths.home} replace />;
  const { booking, paymentLink, reference, manageUrl } = confirmation;
  const total = formatPrice(booking.total_price);
  const guests = booking.guests === 1 ? '1 guest' : `${booking.guests} guests`;
  const ics = calendarDataUrl(
    bookingCalendarFile(booking, studio, {
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
      lede={<>Your booking for {booking.workshop_name} is in. We look forward to seeing you.</>}
    >
      <BookingSection id="booked-title" title="What you booked">
        <SummaryList
          rows={[
            ['Workshop', booking.workshop_name],
            ['Date', workshopDateLabel(booking)],
            ['Time', timeLabel(booking.time)],
            ['Guests', guests],
            ['Total', total],
            reference ? ['Booking reference', reference] : undefined,
          ]}
        />
      </BookingSection>

      <BookingSection id="payment-title" title="Payment">
        {paymentLink ? (
          <>
            <p>
              Please pay {total} for {guests} by card using our secure payment link.
            </p>
            <p className="checkout__pay">
              <a
                className="button button--primary"
                href={paymentLink}
                target="_blank"
                rel="noopener noreferrer"
              >
                Pay {total} now (opens in a new tab)
              </a>
            </p>
          </>
        ) : (
          <p>
            The total is {total} for {guests}: we will email you a payment link.
          </p>
        )}
        <p>
          A confirmation email is on its way to <strong>{booking.email}</strong> with your booking
          and payment details. Please arrive 10 minutes early.
        </p>
      </BookingSection>

      <BookingSection id="calendar-title" title="Add it to your calendar">
        <p className="cluster">
          <a className="button" href={ics} download={fileName}>
            Add to calendar (.ics)
          </a>
          <a
            className="button"
            href={googleCalendarUrl(booking, studio)}
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
