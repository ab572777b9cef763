import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Secret links (docs/product.md#self-service): a token is HMAC-SHA256(LINK_SECRET, purpose:id:nonce),
// 256 bits, base64url. Only the nonce and SHA-256(token) are stored, so the database alone never
// holds a working link, a link cannot be guessed from another, and the server can put the same
// link into every email about the booking. A token is found by its hash, then compared in
// constant time.

export type LinkPurpose = 'manage' | 'claim' | 'leave' | 'unsubscribe' | 'confirm' | 'voucher';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function secret(): string {
  // Cloud Functions mounts the secret as an environment variable of the functions that declare it.
  const value = process.env.LINK_SECRET;
  if (!value) throw new Error('LINK_SECRET is not set');
  return value;
}

export const newNonce = () => randomBytes(16).toString('base64url');

export function linkToken(purpose: LinkPurpose, id: string, nonce: string): string {
  return createHmac('sha256', secret()).update(`${purpose}:${id}:${nonce}`).digest('base64url');
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token of the right shape; anything else cannot be one (and is simply not found). */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && TOKEN.test(token);

/** Whether `token` is the one whose hash was stored, compared in constant time. */
export function matchesHash(token: string, storedHash: string | undefined): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A new link for `purpose`: the token to send, and the nonce and hash to store. */
export function newLink(purpose: LinkPurpose, id: string) {
  const nonce = newNonce();
  const token = linkToken(purpose, id, nonce);
  return { token, nonce, hash: tokenHash(token) };
}
