import { londonTimestamp } from '../../../lib/admin/staff-times';
import { auditSubjectOf } from '@domain/audit';
import type { AuditEntry, AuditSubject } from '@domain/model';
import { formatPrice } from '@domain/price';

const VERBS: Record<string, string> = {
  add: 'Added',
  update: 'Changed',
  edit: 'Edited',
  delete: 'Deleted',
  cancel: 'Cancelled',
  move: 'Moved',
  send: 'Sent',
};

const THINGS: Record<string, string> = {
  booking: 'a booking',
  new_workshop: 'a date',
  scheduled_workshop: 'a date',
  new_workshop_type: 'a workshop type',
  workshop_type: 'a workshop type',
  homepage_news: 'a news item',
  granny_square_monthly: 'a granny square month',
  crochet_a_bouquet: 'a crochet a bouquet month',
  yarn_and_yarn: 'a yarn and yarn month',
  monthly_meet: 'a monthly meet',
  booking_reminder: 'a booking reminder',
  announcement: 'the announcement',
  payment_links: 'the payment settings',
  card_payment_link: 'a card payment link',
  discount_code: 'a discount code',
};

const SPECIAL: Record<string, string> = {
  mark_payed: 'Marked paid',
  mark_unpaid: 'Marked unpaid',
  card_payment: 'Paid by card',
  card_payment_failed: 'Card payment failed',
  card_hold_released: 'Card payment not completed: places released',
  card_refunded: 'Refunded to the card',
  schedule_series: 'Scheduled a series of dates',
  message_bookers: 'Sent a message to a class',
  activate_discount_code: 'Switched on a discount code',
  deactivate_discount_code: 'Switched off a discount code',
};

const words = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase();

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What was done, as staff say it: "cancel_booking" -> "Cancelled a booking". */
export function actionLabel(action: string): string {
  if (SPECIAL[action]) return SPECIAL[action];
  const [verb = '', ...rest] = action.split('_');
  const thing = rest.join('_');
  const done = VERBS[verb];
  return done ? `${done} ${THINGS[thing] ?? words(thing)}` : sentence(words(action));
}

const COLLECTIONS: Record<string, string> = {
  bookings: 'Booking',
  scheduled_workshops: 'Date',
  workshop_types: 'Workshop type',
  news: 'News item',
  monthly_meets: 'Monthly meet',
  granny_square_monthly: 'Granny square month',
  crochet_a_bouquet: 'Crochet a bouquet month',
  yarn_and_yarn: 'Yarn and yarn month',
  site_content: 'Site content',
  discount_codes: 'Discount code',
};

/**
 * Whom or what an entry was about: what it stored when written, or for an older entry that
 * made or deleted its document, what that whole document says.
 */
export function subjectOf(
  entry: Pick<AuditEntry, 'before' | 'after' | 'subject'>,
): AuditSubject | undefined {
  if (entry.subject) return entry.subject;
  const whole = entry.before === null ? entry.after : entry.after === null ? entry.before : null;
  return whole ? auditSubjectOf(whole) : undefined;
}

/**
 * What it was done to, as staff know it: "Booking 7K3Q-PXW2: Niamh O’Brien, Beginners Crochet,
 * Saturday 5th December 2026, 10am"; "Booking 6b0f3c2e-…" (its id) when nothing names it.
 */
export function targetLabel({ collection, id }: AuditEntry['target'], subject?: AuditSubject) {
  const kind = COLLECTIONS[collection] ?? sentence(words(collection));
  if (!subject) return `${kind} ${id}`;
  const what = [subject.name, subject.workshop, subject.when].filter(Boolean).join(', ');
  const named = subject.reference ? `${kind} ${subject.reference}` : kind;
  return what ? `${named}: ${what}` : named;
}

const FIELDS: Record<string, string> = {
  payed: 'Paid',
  guest_slots_remaining: 'Spaces left',
  places_taken: 'Places taken',
  places_held: 'Places held',
  is_available: 'Bookable',
  closed: 'Closed by staff',
  scheduled_workshop_id: 'Date id',
  date_of_workshop: 'Starts',
  date: 'Day',
  day: 'Weekday',
  total_price: 'Total',
  workshop_name: 'Workshop',
  workshop_type: 'Workshop type',
  mobileNumber: 'Mobile number',
  contactNumber: 'Phone number',
  cancelReason: 'Reason',
  calendarSequence: 'Calendar version',
  tookPlaces: 'Took places',
  priceForTotal: 'Price per place',
  methods: 'How visitors pay',
};

/** A stored field's name as a label: "cancelledAt" -> "Cancelled at". */
export function fieldLabel(field: string, collection?: string): string {
  if (field === 'guests' && collection === 'scheduled_workshops') return 'Places';
  return FIELDS[field] ?? sentence(words(field));
}

const MONEY = new Set(['total_price', 'priceForTotal']);
const INSTANTS = new Set(['date_of_workshop', 'timestamp', 'added_date']);
const isInstant = (field: string, collection?: string) =>
  field.endsWith('At') || INSTANTS.has(field) || (field === 'date' && collection === 'news');

const MAX_TEXT = 160;

/** A stored value as staff read it: Yes/No, London times, prices, lists; "(none)" when absent. */
export function valueText(field: string, value: unknown, collection?: string): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (MONEY.has(field)) return formatPrice(value);
    if (isInstant(field, collection) && value > 0) return londonTimestamp(value);
    return String(value);
  }
  const text = Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export interface Change {
  field: string;
  label: string;
  /** Absent when the entry made the document. */
  before?: string;
  /** Absent when the entry deleted the document. */
  after?: string;
}

// Written on every change: it says nothing the entry's own time does not.
const SKIPPED = new Set(['updatedAt']);

/** The fields an entry touched, each with its value before and after, in the stored order. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after' | 'target'>): Change[] {
  const { before, after, target } = entry;
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !SKIPPED.has(field))
    .map((field) => ({
      field,
      label: fieldLabel(field, target.collection),
      ...(before ? { before: valueText(field, before[field], target.collection) } : {}),
      ...(after ? { after: valueText(field, after[field], target.collection) } : {}),
    }));
}
