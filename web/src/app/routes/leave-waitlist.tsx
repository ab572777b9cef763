import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../components/link';
import { ActionResult } from '../../components/action-result';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useNoIndex } from '../../lib/use-no-index';
import { leaveWaitlist } from '../../features/bookings/api/leave-waitlist';
import { leftMessage } from '../../features/bookings/waitlist-wording';
import { InvalidLink } from '../../features/bookings/components/link-problems';
import '../../features/bookings/booking.css';

/** /leave_waitlist/:token: the visitor gives up their place in a date's waiting list. */
export default function LeaveWaitlistPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState('');
  const [error, setError] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inFlight = useRef(false);

  async function leave() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError('');
    try {
      const { status, workshopName } = await leaveWaitlist(token);
      setResult(leftMessage(status, workshopName));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setInvalid(true);
      else
        setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  if (invalid) return <InvalidLink />;
  return (
    <Page
      className="booking"
      title="Leave the waiting list"
      description="Give up your place in a waiting list at the studio."
      lede="No longer want a place? Leave the waiting list and we will offer it to the next person in line."
    >
      <ActionResult success={result} error={error} />
      <p className="booking__section">
        {result ? (
          <Link className="button" to={paths.bookAWorkshop}>
            See our workshops and dates
          </Link>
        ) : (
          <button
            type="button"
            className="button button--danger"
            disabled={sending}
            aria-busy={sending}
            onClick={() => void leave()}
          >
            Leave the waiting list
          </button>
        )}
      </p>
    </Page>
  );
}
