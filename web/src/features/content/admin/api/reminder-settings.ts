import type { ReminderSettings } from '@domain/reminders';
import { adminApi } from '../../../../lib/auth';
import { adminQuery } from '../../../../lib/admin/admin-query';

const path = 'reminder_settings';

export const reminderSettingsQuery = adminQuery<'get /api/reminder_settings'>(path);

export const updateReminderSettings = (body: ReminderSettings) =>
  adminApi<'put /api/reminder_settings'>(path, { method: 'PUT', body });
