import type { NewsletterSignup } from '@domain/model';
import { londonSortableDateTime } from '../../../lib/admin/staff-times';
import { type CsvColumn, toCsv } from '../../../lib/admin/csv';

const columns: CsvColumn<NewsletterSignup>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Signup Date', value: (s) => londonSortableDateTime(s.added_date) },
];

export const newsletterCsv = (signups: readonly NewsletterSignup[]) => toCsv(columns, signups);
