import { defineBoolean, defineInt } from 'firebase-functions/params';
import { BOOKING_RETENTION_MONTHS as DEFAULT_BOOKING_RETENTION_MONTHS } from '../domain/retention.js';

// Settings of the deployed functions. The abuse limits are environment settings (set them in
// `functions/.env.<project>` for a deploy) rather than declared params: the Functions emulator
// gives a declared param its default, but passes its own environment on, so the local stack
// takes them from the environment it starts in: `PUBLIC_WRITE_LIMIT_PER_IP=1000 npm start`.

/** Public writes (bookings, waiting list, manage and claim actions) per client IP per 10 minutes. */
export const PUBLIC_WRITE_LIMIT_PER_IP = { name: 'PUBLIC_WRITE_LIMIT_PER_IP', default: 20 };

/** Bookings (and waiting-list claims) per email address per day. */
export const BOOKINGS_PER_EMAIL_PER_DAY = { name: 'BOOKINGS_PER_EMAIL_PER_DAY', default: 5 };

/** A whole number from the environment, or its default when unset or not a number. */
export function envInt(setting: { name: string; default: number }): number {
  const value = Number.parseInt(process.env[setting.name] ?? '', 10);
  return Number.isFinite(value) && value >= 0 ? value : setting.default;
}

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
 * A param's value at run time, or `fallback` where nothing set it (a test process calling the
 * services directly; deployed functions always have the value or its default).
 */
export function intSetting(param: ReturnType<typeof defineInt>, fallback: number): number {
  return process.env[param.name] ? param.value() : fallback;
}

export function boolSetting(param: ReturnType<typeof defineBoolean>): boolean {
  return process.env[param.name] ? param.value() : false;
}
