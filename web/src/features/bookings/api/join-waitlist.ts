import type { JoinWaitlistBody } from '@domain/waitlist';
import { api } from '../../../lib/api-client';

/**
 * POST /api/join_waitlist: 202 with the same message whether or not the address was in line
 * already; the place in line is in the email.
 */
export const joinWaitlist = (body: JoinWaitlistBody) =>
  api<'post /api/join_waitlist'>('join_waitlist', { method: 'POST', body });
