import type { MessageBookersInput } from '@domain/class-message';
import { adminApi } from '../../../../lib/auth';

export const previewMessageBookers = (body: MessageBookersInput) =>
  adminApi<'post /api/preview_message_bookers'>('preview_message_bookers', {
    method: 'POST',
    body,
  });
