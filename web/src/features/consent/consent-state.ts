import { useSyncExternalStore } from 'react';
import {
  ASK_CONSENT,
  type Consent,
  CONSENT_CHOICE_ATTRIBUTE,
  EARLY_CONSENT_ID,
  readConsent,
  saveConsent,
} from './consent-storage';

// The visitor's cookie choice as the page shows it, and whether the choice is open (first visit,
// or "Cookie settings" in the footer). One small store so the footer's button, the dialog and
// the analytics loader agree.
interface ConsentState {
  /** False in a server render and until the page has hydrated: nothing can be read yet. */
  known: boolean;
  consent: Consent | undefined;
  /** The dialog is open again at the visitor's request (they may still close it unchanged). */
  reopened: boolean;
}

let state: ConsentState | undefined;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (!state) {
    state = { known: true, consent: readConsent(), reopened: false };
    if (!state.consent) document.addEventListener('click', followEarlyChoice);
  }
  return state;
}

/**
 * A choice made on the server's notice once the app has read that there is none, but before the
 * app's own notice (loaded when needed) has taken that one's place: the boot script stores it
 * (its listener came first) and hides the notice, and the app takes it over here, so it does not
 * ask again.
 */
function followEarlyChoice(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest(`#${EARLY_CONSENT_ID} [${CONSENT_CHOICE_ATTRIBUTE}]`)) return;
  const consent = readConsent();
  if (consent) set({ known: true, consent, reopened: false });
}

function set(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverState: ConsentState = { known: false, consent: undefined, reopened: false };

/** The choice; before the page has hydrated (and in a server render) nothing is known yet. */
export const useConsentState = () => useSyncExternalStore(subscribe, current, () => serverState);

export function chooseConsent(consent: Consent) {
  saveConsent(consent);
  set({ known: true, consent, reopened: false });
}

export const reopenConsent = () => set({ ...current(), reopened: true });

export const closeConsent = () => set({ ...current(), reopened: false });

export { EARLY_CONSENT_ID } from './consent-storage';

/**
 * The app has taken the cookie choice over: the server-rendered notice goes (the boot script
 * showed it when it found no choice stored, src/boot-script.ts). Called in the same frame as the
 * app's own notice appears, or as soon as the app knows none is needed.
 */
export function removeEarlyConsent() {
  document.removeEventListener('click', followEarlyChoice);
  document.getElementById(EARLY_CONSENT_ID)?.remove();
  if (document.documentElement.dataset.consent === ASK_CONSENT) {
    delete document.documentElement.dataset.consent;
  }
}
