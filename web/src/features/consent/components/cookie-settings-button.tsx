import { reopenConsent } from '../consent-state';

/** The footer's way back to the cookie choice, at any time. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={reopenConsent}>
      Cookie settings
    </button>
  );
}
