import type { JoinWaitlistBody } from '@domain/waitlist';
import { api } from '../../../lib/api-client';

/** POST /api/join_waitlist: the visitor's place in line (1 for the first). */
export const joinWaitlist = (body: JoinWaitlistBody) =>
  api<{ position: number }>('join_waitlist', { method: 'POST', body });
