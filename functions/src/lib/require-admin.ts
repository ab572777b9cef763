import type { NextFunction, Request, Response } from 'express';
import * as logger from 'firebase-functions/logger';
import { adminAuth } from './firebase.js';
import { forbidden, unauthorized } from './http-errors.js';

export interface AdminRequest extends Request {
  admin?: { uid: string; email?: string };
}

// A Firebase ID token is a JWT (three base64url parts) of about 1 KB.
const BEARER_JWT = /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/i;
const MAX_TOKEN_LENGTH = 8192;

const INVALID = 'Your sign-in has expired or is not valid. Please sign in again.';

// With FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned tokens. That is only
// safe inside the emulator; anywhere else the variable would let anyone forge an admin.
const acceptsUnsignedTokens = () =>
  !!process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FUNCTIONS_EMULATOR !== 'true';

async function verifiedUser(idToken: string) {
  const token = await adminAuth().verifyIdToken(idToken, true);
  // The user record is the authority for the claim: an emulator token is unsigned, so its
  // claims can be written by anyone, and a claim removed in production stops working at once.
  const user = await adminAuth().getUser(token.uid);
  return {
    uid: token.uid,
    email: token.email,
    admin: token.admin === true && user.customClaims?.admin === true,
  };
}

export async function requireAdmin(req: AdminRequest, _res: Response, next: NextFunction) {
  const match = BEARER_JWT.exec(req.get('authorization') ?? '');
  if (!match?.[1] || match[1].length > MAX_TOKEN_LENGTH) return next(unauthorized());
  if (acceptsUnsignedTokens()) {
    logger.error('FIREBASE_AUTH_EMULATOR_HOST is set outside the emulator: admin access refused');
    return next(unauthorized(INVALID));
  }
  let user: Awaited<ReturnType<typeof verifiedUser>>;
  try {
    user = await verifiedUser(match[1]);
  } catch {
    return next(unauthorized(INVALID));
  }
  if (!user.admin) return next(forbidden());
  req.admin = { uid: user.uid, email: user.email };
  next();
}

/** The signed-in staff member of an admin request (requireAdmin has run), for the audit log. */
export function actorOf(req: Request): { uid: string; email: string } {
  const admin = (req as AdminRequest).admin;
  if (!admin) throw unauthorized();
  return { uid: admin.uid, email: admin.email ?? '' };
}
