import { formatPrice } from '@domain/price';
import { useEffect, useState } from 'react';
import { clearBooking, readConfirmation } from '../../features/bookings/booking-state';
import { BookingSection } from '../../features/bookings/components/booking-section';
import { ThankYou } from '../../features/bookings/components/thank-you';
import { guestsLabel } from '../../features/bookings/booking-format';
import { NoBookingInProgress } from '../../features/bookings/components/no-booking-in-progress';

export default function CheckoutPage() {
  const [confirmation] = useState(readConfirmation);

  // The booking is saved: the flow starts afresh next time (its confirmation stays for a reload).
  // Without one, a booking in progress in this tab is left as it is.
  useEffect(() => {
    if (confirmation) clearBooking();
  }, [confirmation]);

  if (!confirmation) return <NoBookingInProgress />;
  const { booking, paymentLink, reference, manageUrl } = confirmation;
  const total = formatPrice(booking.total_price);
  const guests = guestsLabel(booking.guests);

  return (
    <ThankYou
      booking={booking}
      reference={reference}
      manageUrl={manageUrl}
      lede={<>Your booking for {booking.workshop_name} is in. We look forward to seeing you.</>}
    >
      <BookingSection id="payment-title" title="Payment">
        {booking.payed ? (
          <p>Your gift voucher paid for it all: there is nothing more to pay.</p>
        ) : booking.voucher ? (
          <p>
            Your gift voucher paid {formatPrice(booking.voucher.amount)}; we will email you a link
            to pay the {formatPrice(booking.amountDue ?? booking.total_price)} left.
          </p>
        ) : paymentLink ? (
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
    </ThankYou>
  );
}
