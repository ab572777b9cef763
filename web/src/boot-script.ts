// The page's one inline script (docs/api.md, "The first paint"): written into the built page by
// vite.config.ts in place of the app's <script type="module">, and allowed by the CSP in
// firebase.json by its SHA-256 hash only (a test holds the two together).
//
// 1. With no cookie choice stored it marks <html data-consent="ask">, so the cookie notice the
//    server rendered with the page (hidden otherwise) is drawn in the first paint, without
//    waiting for the app.
// 2. Until the app has put its own notice in place, a tap on the server's notice ("OK",
//    "Essential only", "Accept all": data-consent-choice) stores the choice the way the app
//    does (consent-storage.ts saveConsent: the cookie, local storage and the date) and closes
//    it, so a tap before the app has started is never lost; the app then reads the choice.
// 3. Until the app has started (main.tsx sets <html data-app-started> just before React takes
//    the page over, and from then on React answers every tap), the header's menu button
//    (data-menu-toggle) opens and closes its menu the way the app does (aria-expanded, the
//    menu's hidden), and the app starts with the menu as it is; any other button of the page is
//    marked as waiting (data-tap-waiting, drawn as busy) and the app makes that tap again once
//    the page is live (lib/early-taps.ts). Links are real links and need nothing.
// 4. It starts the app (its entry module and that module's imports, from data-entry and
//    data-preload) once the page has painted: the rendered page is whole already, and on a
//    slow phone the app's download and parse would otherwise hold back the first paint. A page
//    with nothing rendered (the client-rendered shell), a hidden tab, or a browser without paint
//    timing starts it at once; if no paint is reported within 3 s it starts anyway.
//
// Plain ES5 with no build step, so the hash is of exactly this text.
import {
  ASK_CONSENT,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CONSENT_MAX_AGE_S,
  CONSENTS,
  EARLY_CONSENT_ID,
} from './features/consent/consent-storage';
import {
  APP_STARTED_ATTRIBUTE,
  MENU_TOGGLE_ATTRIBUTE,
  TAP_WAITING_ATTRIBUTE,
} from './lib/early-taps';

export const BOOT_SCRIPT_ID = 'boot';

const choice = CONSENTS.join('|');

export const bootScript = `
(function () {
  var doc = document, html = doc.documentElement, boot = doc.currentScript;
  var chosen = /(?:^|;\\s*)${CONSENT_COOKIE}=(?:${choice})(?:;|$)/.test(doc.cookie);
  try {
    chosen = chosen || /^(?:${choice})$/.test(localStorage.getItem('${CONSENT_KEY}') || '');
  } catch (e) {}
  if (!chosen) html.setAttribute('data-consent', '${ASK_CONSENT}');

  doc.addEventListener('click', function (event) {
    var button = event.target && event.target.closest
      ? event.target.closest('#${EARLY_CONSENT_ID} [${CONSENT_CHOICE_ATTRIBUTE}]')
      : null;
    if (!button) return;
    var value = button.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}');
    var now = new Date();
    doc.cookie = '${CONSENT_COOKIE}=' + value + '; Max-Age=${CONSENT_MAX_AGE_S}; Expires=' +
      new Date(now.getTime() + ${CONSENT_MAX_AGE_S}000).toUTCString() + '; Path=/; SameSite=Lax' +
      (location.protocol === 'https:' ? '; Secure' : '');
    try {
      localStorage.setItem('${CONSENT_KEY}', value);
      localStorage.setItem('${CONSENT_DATE_KEY}', now.toISOString());
    } catch (e) {}
    html.removeAttribute('data-consent');
  });

  doc.addEventListener('click', function (event) {
    var target = event.target;
    if (html.hasAttribute('${APP_STARTED_ATTRIBUTE}') || !target || !target.closest) return;
    var toggle = target.closest('[${MENU_TOGGLE_ATTRIBUTE}]');
    if (toggle) {
      var open = toggle.getAttribute('aria-expanded') !== 'true';
      toggle.setAttribute('aria-expanded', open ? 'true' : 'false');
      var menu = doc.getElementById(toggle.getAttribute('aria-controls'));
      if (menu) menu.hidden = !open;
      return;
    }
    var button = target.closest('#root button:not([disabled]):not([${CONSENT_CHOICE_ATTRIBUTE}])');
    if (!button) return;
    var before = doc.querySelector('[${TAP_WAITING_ATTRIBUTE}]');
    if (before) before.removeAttribute('${TAP_WAITING_ATTRIBUTE}');
    button.setAttribute('${TAP_WAITING_ATTRIBUTE}', '');
  });

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preload = (boot.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      doc.head.appendChild(link);
    }
    var app = doc.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = boot.getAttribute('data-entry');
    app.onerror = function () { html.removeAttribute('data-consent'); };
    doc.head.appendChild(app);
  }

  function afterFirstPaint() {
    var root = doc.getElementById('root');
    if (!root || !root.firstElementChild || doc.visibilityState === 'hidden') return start();
    var observer = window.PerformanceObserver;
    if (!observer || (observer.supportedEntryTypes || []).indexOf('paint') < 0) return start();
    try {
      new observer(function (list, self) {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        self.disconnect();
        setTimeout(start, 0);
      }).observe({ type: 'paint', buffered: true });
    } catch (e) {
      return start();
    }
    setTimeout(start, 3000);
    doc.addEventListener('visibilitychange', start);
  }
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
`;
