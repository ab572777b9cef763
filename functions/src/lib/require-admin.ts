import type { NextFunction, Request, Response } from 'express';
import { adminAuth } from './firebase.js';
import { forbidden, unauthorized } from './http-errors.js';

export interface AdminRequest extends Request {
  admin?: { uid: string; email?: string };
}

export async function requireAdmin(req: AdminRequest, _res: Response, next: NextFunction) {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return next(unauthorized());
  let token;
  try {
    token = await adminAuth().verifyIdToken(match[1], true);
  } catch {
    return next(unauthorized('Your sign-in has expired or is not valid. Please sign in again.'));
  }
  if (token.admin !== true) return next(forbidden());
  req.admin = { uid: token.uid, email: token.email };
  next();
}
