import { useId } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import type { Consent } from '../consent-storage';

interface CookieConsentProps {
  /** Staff have set an analytics id: the visitor is asked; otherwise only told. */
  analytics: boolean;
  studioName: string;
  onChoose: (consent: Consent) => void;
  /** Reopened from "Cookie settings": Escape keeps the choice already made. */
  onDismiss?: () => void;
}

export function CookieConsent({ analytics, studioName, onChoose, onDismiss }: CookieConsentProps) {
  const titleId = useId();
  const textId = useId();
  const policy = <Link to={`${paths.termsAndConditions}#cookies`}>How we use cookies</Link>;
  return (
    <Modal titleId={titleId} descriptionId={textId} className="cookie-banner" onDismiss={onDismiss}>
      <h2 id={titleId} className="dialog__title">
        {studioName ? `Cookies at ${studioName}` : 'Cookies'}
      </h2>
      {analytics ? (
        <p id={textId}>
          We use essential cookies to remember your choices and keep bookings working. With your
          permission we would also use Google Analytics cookies to count visits, so we know which
          workshops people look for. Nothing is used for advertising. {policy}
        </p>
      ) : (
        <p id={textId}>
          We use only essential cookies: to remember this choice and to keep your booking working
          while you make it. {policy}
        </p>
      )}
      <div className="cookie-banner__actions">
        {analytics ? (
          <>
            <button
              type="button"
              className="button"
              data-autofocus
              onClick={() => onChoose('essential')}
            >
              Essential only
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => onChoose('all')}
            >
              Accept all
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            onClick={() => onChoose('essential')}
          >
            OK
          </button>
        )}
      </div>
    </Modal>
  );
}
