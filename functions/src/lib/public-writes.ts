import type { Request } from 'express';
import { logger } from 'firebase-functions';
import { getAppCheck } from 'firebase-admin/app-check';
import { firebaseApp } from './firebase.js';
import { unauthorized } from './http-errors.js';
import {
  BOOKINGS_PER_EMAIL_PER_DAY,
  boolSetting,
  DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY,
  DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP,
  ENFORCE_APP_CHECK,
  intSetting,
  PUBLIC_WRITE_LIMIT_PER_IP,
} from './params.js';
import { type Limit, takeLimits } from './rate-limit.js';

export const LIMIT_MESSAGES = {
  ip: 'Too many requests from your connection; please wait a few minutes and try again',
  email:
    'You have made several bookings with this email address today; please contact the studio to book more',
} as const;

const TEN_MINUTES = 10 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * The guard of every public write: the App Check token when the studio turned that on, then
 * the client IP's limit (the IP as the trusted proxies report it, never the client's own
 * X-Forwarded-For) and, for bookings, the email address's limit.
 */
export async function guardPublicWrite(
  req: Request,
  action: string,
  { email }: { email?: string } = {},
): Promise<void> {
  if (boolSetting(ENFORCE_APP_CHECK)) await verifyAppCheck(req);
  const limits: Limit[] = [
    {
      kind: 'ip',
      key: req.ip ?? 'unknown',
      max: intSetting(PUBLIC_WRITE_LIMIT_PER_IP, DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP),
      windowMs: TEN_MINUTES,
      message: LIMIT_MESSAGES.ip,
    },
  ];
  if (email) {
    limits.push({
      kind: `email:${action}`,
      key: email,
      max: intSetting(BOOKINGS_PER_EMAIL_PER_DAY, DEFAULT_BOOKINGS_PER_EMAIL_PER_DAY),
      windowMs: DAY,
      message: LIMIT_MESSAGES.email,
    });
  }
  await takeLimits(limits);
}

async function verifyAppCheck(req: Request) {
  const token = req.get('x-firebase-appcheck');
  if (!token) throw unauthorized('Please reload the page and try again');
  try {
    await getAppCheck(firebaseApp()).verifyToken(token);
  } catch (err) {
    logger.warn('App Check token refused', { err });
    throw unauthorized('Please reload the page and try again');
  }
}
