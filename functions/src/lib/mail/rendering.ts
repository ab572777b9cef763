import type * as Renderers from './renderers.js';

// Writing an email's HTML and its calendar file needs React, react-dom/server, the @react-email
// components and ical-generator: most of what a new instance would otherwise load before its
// first answer. Reads never send email, so they are loaded only before a request that may write
// (app.ts) and by the jobs' services that may (README, "Cold starts").
//
// The templates call them synchronously: an email is composed inside the pure decision of a
// guarded commit, which must stay synchronous because it may run again (email-layout.tsx). So
// this module loads them ahead of the work, and a template that runs before that fails loudly
// rather than sending a mail without its HTML.

let loaded: typeof Renderers | undefined;
let loading: Promise<typeof Renderers> | undefined;

/** Loads the email renderers once per instance; later calls return at once. */
export async function loadMailRendering(): Promise<void> {
  if (loaded) return;
  loading ??= import('./renderers.js').catch((error: unknown) => {
    loading = undefined; // the next request tries again
    throw error;
  });
  loaded = await loading;
}

function renderers(): typeof Renderers {
  if (!loaded) {
    throw new Error(
      'Email rendering is not loaded: await loadMailRendering() (lib/mail/rendering.ts) before work that may write an email',
    );
  }
  return loaded;
}

/** The email's HTML part (email-layout.tsx). */
export const emailHtml: typeof Renderers.emailHtml = (content, frame) =>
  renderers().emailHtml(content, frame);

/** The booking's calendar file (domain/calendar-file.ts). */
export const bookingCalendarFile: typeof Renderers.bookingCalendarFile = (...args) =>
  renderers().bookingCalendarFile(...args);
