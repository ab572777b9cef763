import { workshopDateLabel } from '@domain/wording';
import { useState } from 'react';
import { Link } from '../../../components/link';
import { PageMeta } from '../../../components/page-meta';
import { bookingStartFor, paths } from '../../../config/paths';
import { timeLabel } from '../booking-format';
import { readConfirmation } from '../booking-state';

/**
 * A booking step opened without the booking it needs: in a new tab, after the tab's session
 * ended, or with Back from the thank-you page (docs/product.md#booking-flow). It says which, as
 * far as the tab knows, and offers the way back into the booking.
 */
export function NoBookingInProgress({ workshop }: { workshop?: { id: string; name: string } }) {
  const [made] = useState(readConfirmation);
  if (made) {
    const { booking, reference, manageUrl } = made;
    return (
      <div className="container booking">
        <PageMeta
          title="Your booking is made"
          description="Your booking at the studio is made; manage it from your confirmation."
        />
        <h1 className="page-title">Your booking is made</h1>
        <p className="lede">
          You booked {booking.workshop_name}, {workshopDateLabel(booking)},{' '}
          {timeLabel(booking.time)}
          {reference && <> (reference {reference})</>}. Going back does not change it: to move or
          cancel it, use the link in your confirmation email.
        </p>
        <p className="cluster">
          {manageUrl ? (
            <Link className="button button--primary" to={manageUrl}>
              Manage your booking
            </Link>
          ) : (
            <Link className="button button--primary" to={paths.checkout}>
              See your booking
            </Link>
          )}
          <Link className="button" to={bookingStartFor(booking.workshop_type)}>
            Book {booking.workshop_name} again
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="container booking">
      <PageMeta
        title="No booking in progress"
        description="Start a booking at the studio: choose a workshop, then a date."
      />
      <h1 className="page-title">There is no booking in progress here</h1>
      <p className="lede">
        A booking in progress is kept only in the browser tab it was started in, until that tab is
        closed, so this page has no {workshop ? 'date' : 'workshop or date'} to show. Nothing has
        been booked or paid.
      </p>
      <p className="cluster">
        {workshop && (
          <Link className="button button--primary" to={bookingStartFor(workshop.id)}>
            Choose a date for {workshop.name}
          </Link>
        )}
        <Link className={workshop ? 'button' : 'button button--primary'} to={paths.bookAWorkshop}>
          See all workshops
        </Link>
      </p>
    </div>
  );
}
