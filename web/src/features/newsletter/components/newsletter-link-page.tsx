import { type ReactNode, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/link';
import { ActionResult } from '../../../components/action-result';
import { Page } from '../../../components/page';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useNoIndex } from '../../../lib/use-no-index';

interface NewsletterLinkPageProps {
  title: string;
  description: string;
  lede: string;
  button: string;
  /** Does the link's one thing; resolves to the message that says it is done. */
  act: (token: string) => Promise<string>;
  /** What to do when the server does not know the link (after its own message). */
  invalidHelp: ReactNode;
}

/**
 * The page of a newsletter link from an email (`/newsletter_confirm/:token`,
 * `/newsletter_unsubscribe/:token`). Nothing happens until the button is pressed: mail
 * scanners open the links in emails.
 */
export function NewsletterLinkPage({
  title,
  description,
  lede,
  button,
  act,
  invalidHelp,
}: NewsletterLinkPageProps) {
  const { token = '' } = useParams();
  useNoIndex();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<'done' | 'invalid'>();
  const [success, setSuccess] = useState('');
  const [error, setError] = useState('');
  const inFlight = useRef(false);

  async function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setError('');
    try {
      setSuccess(await act(token));
      setOutcome('done');
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setOutcome('invalid');
      setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <Page className="stack" title={title} description={description} lede={lede}>
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
            {button}
          </button>
        </p>
      ) : (
        <>
          {outcome === 'invalid' && <p>{invalidHelp}</p>}
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
