import type { Request } from 'express';
import * as logger from 'firebase-functions/logger';
import { getAppCheck } from 'firebase-admin/app-check';
import { clientKey } from './client-key.js';
import { firebaseApp } from './firebase.js';
import { unauthorized } from './http-errors.js';
import {
  boolSetting,
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

/**
 * The guard of every public write: the App Check token when the studio turned that on, then
 * the client IP's limit (the IP as the trusted proxies report it, never the client's own
 * X-Forwarded-For; an IPv6 client by its /64, see clientKey). A refused request counts here:
 * the IP is the sender's own. An email address is never counted here, before the work: its
 * limits count only what succeeded, in the work's own commit (visitor-mail.ts).
 */
export async function guardPublicWrite(req: Request): Promise<void> {
  if (boolSetting(ENFORCE_APP_CHECK)) await verifyAppCheck(req);
  const limits: Limit[] = [
    {
      kind: 'ip',
      key: clientKey(req.ip),
      max: intSetting(PUBLIC_WRITE_LIMIT_PER_IP, DEFAULT_PUBLIC_WRITE_LIMIT_PER_IP),
      windowMs: TEN_MINUTES,
      message: LIMIT_MESSAGES.ip,
    },
  ];
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
