// What the page's inline script (src/boot-script.ts) and the app agree on for taps made before
// the app has started (docs/product.md#cookie-consent-and-the-announcement).

/** <html data-app-started>: set just before React takes the page over; the inline script stops. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** Marks the header's menu button: the inline script opens and closes its menu until then. */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';

/** A server-rendered button tapped before the app had started: it shows that it is waiting. */
export const TAP_WAITING_ATTRIBUTE = 'data-tap-waiting';

/** Once the page is live, the tap that waited for it is made again (the app's handler runs). */
export function replayWaitingTap() {
  const waiting = document.querySelector<HTMLElement>(`[${TAP_WAITING_ATTRIBUTE}]`);
  if (!waiting) return;
  waiting.removeAttribute(TAP_WAITING_ATTRIBUTE);
  if (waiting.isConnected) waiting.click();
}
