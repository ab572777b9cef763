import type { AnnouncementInput, paymentLinksSchema } from '../admin-site-content.js';
import type { Announcement, PaymentLinks } from '../model.js';
import type { ReminderSettings, reminderSettingsSchema } from '../reminders.js';
import type { StudioDetails } from '../studio-details.js';
import type { studioSchema } from '../studio.js';
import type { z } from '../zod.js';

export interface ContentContracts {
  'get /api/site_content/announcement': { request: undefined; response: Announcement };
  'get /api/site_content/payment_links': { request: undefined; response: PaymentLinks };
  'get /api/site_content/studio': { request: undefined; response: StudioDetails };

  'put /api/site_content/announcement': { request: AnnouncementInput; response: Announcement };
  'put /api/site_content/payment_links': {
    request: z.input<typeof paymentLinksSchema>;
    response: PaymentLinks;
  };
  'put /api/site_content/studio': {
    request: z.input<typeof studioSchema>;
    response: StudioDetails;
  };
  /** Staff only: the automatic reminders' times, hours before the start. */
  'get /api/reminder_settings': { request: undefined; response: ReminderSettings };
  'put /api/reminder_settings': {
    request: z.input<typeof reminderSettingsSchema>;
    response: ReminderSettings;
  };
}
