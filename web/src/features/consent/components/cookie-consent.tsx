import { useId } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../../components/modal';
import { paths } from '../../../config/paths';
import type { Consent } from '../consent-storage';

export function CookieConsent({ onChoose }: { onChoose: (consent: Consent) => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Modal titleId={titleId} descriptionId={textId} className="cookie-banner">
      <h2 id={titleId} className="dialog__title">
        Cookies at The Yarn Loft
      </h2>
      <p id={textId}>
        We use essential cookies to remember your choices and keep bookings working. With your
        permission we would also count visits anonymously so we know which workshops people look
        for. <Link to={`${paths.termsAndConditions}#cookies`}>How we use cookies</Link>
      </p>
      <div className="cookie-banner__actions">
        <button
          type="button"
          className="button"
          data-autofocus
          onClick={() => onChoose('essential')}
        >
          Essential only
        </button>
        <button type="button" className="button button--primary" onClick={() => onChoose('all')}>
          Accept all
        </button>
      </div>
    </Modal>
  );
}
