import { z } from './zod.js';
import { docIdSchema, linkSchema, requiredText, yesNo } from './admin-fields.js';
import { monthNumber, newsDate, padDay } from './dates.js';

export const MAX_NEWS_HTML = 20_000;

export const NEWS_MESSAGES = {
  title: 'Enter a title',
  message: 'Enter the news text',
  messageTooLong: `Keep the news text to ${MAX_NEWS_HTML.toLocaleString('en-GB')} characters`,
  day: 'Enter a day of the month such as 3rd',
  month: 'Choose a month',
  noSuchDate: 'That date does not exist',
  buttonText: 'Enter the button text',
  buttonDestination: 'Enter where the button goes: a page such as /calendar_view or https://',
} as const;

const m = NEWS_MESSAGES;

const newsFields = z.object({
  title: requiredText(150, m.title),
  message: requiredText(MAX_NEWS_HTML, m.message, m.messageTooLong),
  day: z.string({ error: m.day }).refine((s) => padDay(s) !== '', { error: m.day }),
  month: z.string({ error: m.month }).refine((s) => monthNumber(s) !== '', { error: m.month }),
  button: yesNo().default(false),
  buttonText: z.string({ error: m.buttonText }).trim().max(60).default(''),
  buttonDestination: z
    .string({ error: m.buttonDestination })
    .trim()
    .default('')
    .pipe(z.union([z.literal(''), linkSchema(m.buttonDestination)])),
});

type NewsFields = z.infer<typeof newsFields>;

function checked<S extends z.ZodType<NewsFields>>(schema: S) {
  return schema.superRefine((input, ctx) => {
    // 29 February only exists in leap years; the server checks it against the current year.
    if (!Number.isFinite(newsDate({ day: input.day, month: input.month, year: 2024 }))) {
      ctx.addIssue({ code: 'custom', message: m.noSuchDate, path: ['day'] });
    }
    if (input.button && input.buttonText === '') {
      ctx.addIssue({ code: 'custom', message: m.buttonText, path: ['buttonText'] });
    }
    if (input.button && input.buttonDestination === '') {
      ctx.addIssue({ code: 'custom', message: m.buttonDestination, path: ['buttonDestination'] });
    }
  });
}

/** POST /api/add_homepage_news. The message is HTML; the server keeps only an allowlist of it. */
export const newsItemSchema = checked(newsFields);

/** POST /api/update_homepage_news: the whole form again, with the item's id. */
export const updateNewsItemSchema = checked(newsFields.extend({ id: docIdSchema() }));

export type NewsItemInput = z.infer<typeof newsItemSchema>;
export type NewsItemBody = z.input<typeof newsItemSchema>;

/** 08:00 UTC on the given day of `year` (NaN when that year has no such day). */
export function newsItemDate(input: Pick<NewsItemInput, 'day' | 'month'>, year: number): number {
  return newsDate({ day: input.day, month: input.month, year });
}
