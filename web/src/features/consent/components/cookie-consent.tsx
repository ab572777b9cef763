import { useId, useLayoutEffect } from 'react';
import { Link } from '../../../components/link';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import { EARLY_CONSENT_ID, removeEarlyConsent } from '../consent-state';
import type { Consent } from '../consent-storage';

interface NoticeProps {
  /** Staff have set an analytics id: the visitor is asked; otherwise only told. */
  analytics: boolean;
  studioName: string;
}

interface CookieConsentProps extends NoticeProps {
  onChoose: (consent: Consent) => void;
  /** Reopened from "Cookie settings": Escape keeps the choice already made. */
  onDismiss?: () => void;
}

export function CookieConsent({ analytics, studioName, onChoose, onDismiss }: CookieConsentProps) {
  // The copy the server sent with the page (shown before the app started) gives way to this one
  // in the same frame: same markup, same place, so nothing moves.
  useLayoutEffect(removeEarlyConsent, []);
  return (
    <Notice
      analytics={analytics}
      studioName={studioName}
      onChoose={onChoose}
      onDismiss={onDismiss}
    />
  );
}

/**
 * The same notice as HTML for the server to send with every page, hidden (CSS) unless the boot
 * script finds no choice stored (src/boot-script.ts), so a first visit sees it in the first
 * paint. Its buttons act once the app has started and put CookieConsent in its place.
 */
export function EarlyCookieConsent(props: NoticeProps) {
  return (
    <div id={EARLY_CONSENT_ID} className="early-consent">
      <Notice {...props} inPlace />
    </div>
  );
}

function Notice({
  analytics,
  studioName,
  onChoose,
  onDismiss,
  inPlace,
}: NoticeProps & Partial<CookieConsentProps> & { inPlace?: boolean }) {
  const titleId = useId();
  const textId = useId();
  const policy = <Link to={`${paths.termsAndConditions}#cookies`}>How we use cookies</Link>;
  return (
    <Modal
      titleId={titleId}
      descriptionId={textId}
      className="cookie-banner"
      onDismiss={onDismiss}
      inPlace={inPlace}
    >
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
              data-consent-choice="essential"
              onClick={() => onChoose?.('essential')}
            >
              Essential only
            </button>
            <button
              type="button"
              className="button button--primary"
              data-consent-choice="all"
              onClick={() => onChoose?.('all')}
            >
              Accept all
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            data-consent-choice="essential"
            onClick={() => onChoose?.('essential')}
          >
            OK
          </button>
        )}
      </div>
    </Modal>
  );
}
