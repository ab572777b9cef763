import type { NewsletterSignup } from '@domain/model';
import { csvDateTime } from './admin-dates';
import { type CsvColumn, toCsv } from './csv';

const columns: CsvColumn<NewsletterSignup>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'Signup Date', value: (s) => csvDateTime(s.added_date) },
];

export const newsletterCsv = (signups: readonly NewsletterSignup[]) => toCsv(columns, signups);
