import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ActionResult } from '../../components/action-result';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useNoIndex } from '../../lib/use-no-index';
import { unsubscribe } from '../../features/newsletter/api/unsubscribe';

type Outcome = 'unsubscribed' | 'invalid' | undefined;

/**
 * /newsletter_unsubscribe/:token, the link in every email to a signed-up address. Nothing
 * happens until the button is pressed: mail scanners open the links in emails.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  useNoIndex();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [success, setSuccess] = useState('');
  const [error, setError] = useState('');
  const inFlight = useRef(false);

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError('');
    try {
      await unsubscribe(token);
      setOutcome('unsubscribed');
      setSuccess(
        'You have been unsubscribed. We have removed your email address from our newsletter list and will not send you the newsletter again.',
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setOutcome('invalid');
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <Page
      className="stack"
      title="Unsubscribe from the newsletter"
      description="Stop getting the studio’s newsletter."
      lede="No longer want our news of workshops, courses and events? Unsubscribe and we will take your email address off our newsletter list. Emails about your bookings still reach you."
    >
      <ActionResult success={success} error={error} />
      {outcome === undefined ? (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            aria-busy={sending}
            onClick={() => void send()}
          >
            Unsubscribe
          </button>
        </p>
      ) : (
        <>
          {outcome === 'invalid' && (
            <p>
              If you still get our newsletter, open the link straight from the newest email, all of
              it, or <Link to={paths.contactUs}>contact us</Link> and we will take you off the list.
            </p>
          )}
          <p>
            <Link className="button" to={paths.home}>
              Go to the home page
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
