import {
  REMINDER_HOUR_CHOICES,
  type ReminderSettings,
  reminderSettingsSchema,
  reminderTimeLabel,
} from '@domain/reminders';
import { AdminEditorPage } from '../../../components/admin/admin-editor-page';
import { SelectField } from '../../../components/form/select-field';
import {
  reminderSettingsQuery,
  updateReminderSettings,
} from '../../../features/content/admin/api/reminder-settings';

interface Values {
  first: string;
  second: string;
}

const CHOICES = [...REMINDER_HOUR_CHOICES]
  .reverse()
  .map((hours) => ({ value: String(hours), label: `${reminderTimeLabel(hours)} before` }));

const toValues = ({ hours }: ReminderSettings): Values => ({
  first: hours[0] === undefined ? '' : String(hours[0]),
  second: hours[1] === undefined ? '' : String(hours[1]),
});

const hoursOf = ({ first, second }: Values) =>
  [first, second].filter((value) => value !== '').map(Number);

const savedMessage = ({ hours }: ReminderSettings) =>
  hours.length === 0
    ? 'Saved. No automatic reminders are sent; you can still send one from the bookings.'
    : `Saved. Each booker gets a reminder ${hours.map(reminderTimeLabel).join(' and ')} before their workshop.`;

/** The automatic reminders' times (docs/product.md#reminder-times). */
export default function ReminderSettingsPage() {
  return (
    <AdminEditorPage
      title="Reminder times"
      lede="When the automatic reminder emails go to each booker before their workshop: up to two, each from 1 hour to 7 days before. A booking made after a reminder's time gets only the later one."
      query={reminderSettingsQuery}
      what="the reminder times"
      toValues={toValues}
      validate={(values) => reminderSettingsSchema.safeParse({ hours: hoursOf(values) })}
      submit={updateReminderSettings}
      savedMessage={savedMessage}
      submitLabel="Save reminder times"
    >
      {(form) => (
        <>
          <SelectField
            label="First reminder"
            {...form.field('first')}
            required={false}
            placeholder="No automatic reminders"
            options={CHOICES}
            hint="Until you choose, one reminder goes 2 days (48 hours) before"
          />
          <SelectField
            label="Second reminder"
            {...form.field('second')}
            required={false}
            placeholder="None"
            options={CHOICES}
            error={form.errors.second ?? form.errors.hours}
          />
        </>
      )}
    </AdminEditorPage>
  );
}
