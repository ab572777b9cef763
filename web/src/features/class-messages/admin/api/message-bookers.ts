import type { MessageBookersInput } from '@domain/class-message';
import { adminApi } from '../../../../lib/auth';

/** `sent`: the people written to, each address once. */
export const messageBookers = (body: MessageBookersInput) =>
  adminApi<'post /api/message_bookers'>('message_bookers', { method: 'POST', body });
