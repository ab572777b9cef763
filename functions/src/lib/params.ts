import { defineBoolean, defineInt, defineString } from 'firebase-functions/params';
import { BOOKING_RETENTION_MONTHS as DEFAULT_BOOKING_RETENTION_MONTHS } from '../domain/retention.js';

// Settings of the deployed functions, declared params: set them in `functions/.env.<project>`
// for a deploy (README, "Settings"). The Functions emulator reads params from the .env files
// only, never from the environment it runs in, so the launcher writes the abuse limits into
// `functions/.env.demo-studio` from the environment `npm start` / `npm test` run in
// (scripts/lib/stack.ts): `PUBLIC_WRITE_LIMIT_PER_IP=1000 npm start`.

export const DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP = 20;
export const DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY = 5;
export const DEFAULT_SITE_SETTINGS_MAX_AGE_SECONDS = 60;

/** Public writes (bookings, waiting list, manage and claim actions) per client IP per 10 minutes. */
export const PUBLIC_WRITE_LIMIT_PER_IP = defineInt('PUBLIC_WRITE_LIMIT_PER_IP', {
  default: DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP,
  description:
    'Public writes (bookings, waiting list, manage and claim actions) per client IP per 10 minutes',
});

/** Bookings (and waiting-list claims) per email address per day. */
export const BOOKINGS_PER_EMAIL_PER_DAY = defineInt('BOOKINGS_PER_EMAIL_PER_DAY', {
  default: DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY,
  description: 'Bookings (and waiting-list claims) per email address per day',
});

/**
 * How long an instance reuses the studio's details and payment settings it read for the changes
 * that write email (a booking, a cancel...): an edit shows in their emails at once on the
 * instance that saved it, within this many seconds on the others (docs/decisions/0024). 0 reads
 * them for every change; the local stack's default (scripts/lib/stack.ts).
 */
export const SITE_SETTINGS_MAX_AGE_SECONDS = defineInt('SITE_SETTINGS_MAX_AGE_SECONDS', {
  default: DEFAULT_SITE_SETTINGS_MAX_AGE_SECONDS,
  description: "Seconds an instance reuses the studio's details and payment settings it read",
});

/**
 * Proxies in front of the function whose X-Forwarded-For entries are trusted: Firebase Hosting's
 * CDN and Google's front end (2). The client's own X-Forwarded-For is never believed.
 */
export const TRUSTED_PROXY_HOPS = defineInt('TRUSTED_PROXY_HOPS', { default: 2 });

/** Months after its workshop that a booking keeps the person's details (docs/product.md#data-retention). */
export const BOOKING_RETENTION_MONTHS = defineInt('BOOKING_RETENTION_MONTHS', {
  default: DEFAULT_BOOKING_RETENTION_MONTHS,
});

/** Require a valid App Check token (reCAPTCHA Enterprise) on public writes (README, "App Check"). */
export const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', { default: false });

/**
 * The address every email is sent from: a sender verified in SendGrid, so it is deployment
 * config, not site content (the From name is the studio's sender name, from its details).
 * No default: a deploy asks for it.
 */
export const MAIL_FROM_ADDRESS = defineString('MAIL_FROM_ADDRESS', {
  description: 'The address emails are sent from (a sender verified in SendGrid)',
});

/**
 * A param's value at run time, or `fallback` where nothing set it (a test process calling the
 * services directly; deployed functions always have the value or its default).
 */
export function intSetting(param: ReturnType<typeof defineInt>, fallback: number): number {
  return process.env[param.name] ? param.value() : fallback;
}

export function boolSetting(param: ReturnType<typeof defineBoolean>): boolean {
  return process.env[param.name] ? param.value() : false;
}

export function stringSetting(param: ReturnType<typeof defineString>): string {
  return process.env[param.name] ? param.value() : '';
}
