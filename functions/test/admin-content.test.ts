import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEWS_MESSAGES } from '../src/domain/admin-news.ts';
import { SITE_CONTENT_MESSAGES } from '../src/domain/admin-site-content.ts';
import { londonParts, monthName } from '../src/domain/dates.ts';
import type { MonthlyWorkshop, NewsItem, NewsletterSignup } from '../src/domain/model.ts';
import { MONTHLY_ERRORS } from '../src/features/monthly/monthly.service.ts';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.ts';
import { contentsOf, emulatorDb, putType, readDoc } from '../../scripts/lib/emulator.ts';
import { adminToken, call } from './support/stack.ts';

let token: string;
const tag = randomUUID().slice(0, 6);
const thisYear = () => londonParts(Date.now()).year;

beforeAll(async () => {
  token = await adminToken();
});

const send = (method: 'POST' | 'PUT', path: string, json: unknown) =>
  call(path, { method, token, json });

describe('POST /api/add_homepage_news', () => {
  it('stores the item dated 08:00 UTC this year with its HTML sanitised', async () => {
    const res = await send('POST', '/api/add_homepage_news', {
      title: `Open day ${tag}`,
      message:
        '<p onclick="steal()">Come <strong>along</strong> <a href="/calendar_view" target="_blank">see dates</a></p>' +
        '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a>' +
        '<iframe src="https://evil.example"></iframe><p style="color:red">Styled</p>',
      day: '3rd',
      month: 'march',
      button: true,
      buttonText: 'See dates',
      buttonDestination: '/calendar_view',
      id: 'client-chosen',
      date: 0,
    });
    expect(res.status).toBe(201);
    const item = res.body as NewsItem;
    expect(item).toEqual({
      id: expect.any(String),
      title: `Open day ${tag}`,
      message:
        '<p>Come <strong>along</strong> <a href="/calendar_view" rel="noopener noreferrer" target="_blank">see dates</a></p>' +
        '<a rel="noopener noreferrer">bad</a><p>Styled</p>',
      date: Date.UTC(thisYear(), 2, 3, 8),
      button: true,
      buttonText: 'See dates',
      buttonDestination: '/calendar_view',
    });
    expect(item.id).not.toBe('client-chosen');
    expect(await readDoc(COLLECTIONS.news, item.id)).toEqual(item);
  });

  it('shows the new item in the public news feed', async () => {
    const res = await send('POST', '/api/add_homepage_news', {
      title: `Feed ${tag}`,
      message: '<p>Hello</p>',
      day: '1st',
      month: monthName(londonParts(Date.now()).month),
    });
    expect(res.status).toBe(201);
    const feed = await call('/api/homepage_news');
    expect((feed.body as NewsItem[]).map((n) => n.id)).toContain(res.body.id);
  });

  it('stores no button text or destination when the button is off', async () => {
    const res = await send('POST', '/api/add_homepage_news', {
      title: 'No button',
      message: '<p>Text</p>',
      day: '10th',
      month: 'May',
      button: false,
      buttonText: 'Ignored',
      buttonDestination: '/ignored',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ button: false, buttonText: '', buttonDestination: '' });
  });

  it('answers 400 when nothing is left of the message once sanitised, writing nothing', async () => {
    const before = await contentsOf(COLLECTIONS.news);
    const res = await send('POST', '/api/add_homepage_news', {
      title: 'Only a script',
      message: '<script>alert(1)</script><p> </p>',
      day: '3rd',
      month: 'March',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ message: NEWS_MESSAGES.message });
    expect(await contentsOf(COLLECTIONS.news)).toEqual(before);
  });

  it('answers 400 with field messages for bad input and writes nothing', async () => {
    const before = await contentsOf(COLLECTIONS.news);
    const res = await send('POST', '/api/add_homepage_news', {
      title: '',
      message: 42,
      day: '31st',
      month: 'Juny',
      button: true,
      buttonDestination: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      title: NEWS_MESSAGES.title,
      message: NEWS_MESSAGES.message,
      month: NEWS_MESSAGES.month,
      buttonDestination: NEWS_MESSAGES.buttonDestination,
    });
    expect(await contentsOf(COLLECTIONS.news)).toEqual(before);
  });

  it('dates 29 February only in a leap year', async () => {
    const year = thisYear();
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    const res = await send('POST', '/api/add_homepage_news', {
      title: 'Leap day',
      message: '<p>Leap</p>',
      day: '29th',
      month: 'February',
    });
    if (leap) {
      expect(res.status).toBe(201);
      expect(res.body.date).toBe(Date.UTC(year, 1, 29, 8));
    } else {
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ day: NEWS_MESSAGES.noSuchDate });
    }
  });
});

describe('POST /api/add_granny_square_monthly', () => {
  it('fills the granny square defaults and gives an id from name, year and month', async () => {
    const type = await putType({ name: 'Granny square monthly' });
    const month = londonParts(Date.now()).month;
    const res = await send('POST', '/api/add_granny_square_monthly', {
      name: `Sunburst ${tag}`,
      month: monthName(month).toLowerCase(),
      workshop_type: type.id,
    });
    expect(res.status).toBe(201);
    const expected: MonthlyWorkshop = {
      id: `sunburst-${tag}-${thisYear()}-${String(month).padStart(2, '0')}`,
      name: `Sunburst ${tag}`,
      image: '/images/placeholder.svg',
      description: '',
      longDescription: '',
      level: 'Intermediate',
      price: '£10',
      duration: '1hr',
      month: monthName(month),
      year: String(thisYear()),
      active: true,
      comingSoon: false,
      skills: '',
      craftType: 'Crochet',
      showOnWorkshopMenu: false,
      workshop_type: type.id,
    };
    expect(res.body).toEqual(expected);
    expect(await readDoc(COLLECTIONS.grannySquareMonthly, expected.id)).toEqual(expected);
  });

  it('answers 409 when that id exists and leaves it alone', async () => {
    const body = { id: `gs-${tag}`, name: 'First', month: 'October', year: '2030' };
    expect((await send('POST', '/api/add_granny_square_monthly', body)).status).toBe(201);
    const stored = await readDoc(COLLECTIONS.grannySquareMonthly, body.id);
    const res = await send('POST', '/api/add_granny_square_monthly', { ...body, name: 'Second' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(MONTHLY_ERRORS.exists);
    expect(await readDoc(COLLECTIONS.grannySquareMonthly, body.id)).toEqual(stored);
  });

  it('answers 400 on workshop_type for a type that does not exist, writing nothing', async () => {
    const before = await contentsOf(COLLECTIONS.grannySquareMonthly);
    const res = await send('POST', '/api/add_granny_square_monthly', {
      name: 'Orphan',
      month: 'May',
      workshop_type: 'no-such-type',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ workshop_type: MONTHLY_ERRORS.unknownType });
    expect(await contentsOf(COLLECTIONS.grannySquareMonthly)).toEqual(before);
  });

  it('answers 400 with field messages for bad input and writes nothing', async () => {
    const before = await contentsOf(COLLECTIONS.grannySquareMonthly);
    const res = await send('POST', '/api/add_granny_square_monthly', {
      name: '',
      month: 'Brumaire',
      price: 'ten pounds',
      level: 'Expert',
      image: 'javascript:alert(1)',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'image',
      'level',
      'month',
      'name',
      'price',
    ]);
    expect(await contentsOf(COLLECTIONS.grannySquareMonthly)).toEqual(before);
  });
});

describe('POST /api/add_crochet_a_bouquet', () => {
  it('fills the bouquet defaults: Novice, £15, 2hrs, Crochet, coming soon', async () => {
    const res = await send('POST', '/api/add_crochet_a_bouquet', {
      name: `Winter Roses ${tag}`,
      month: 'December',
      year: '2031',
      description: 'Roses in the snow',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: `winter-roses-${tag}-2031-12`,
      level: 'Novice',
      price: '£15',
      duration: '2hrs',
      craftType: 'Crochet',
      comingSoon: true,
      month: 'December',
      year: '2031',
      description: 'Roses in the snow',
    });
    expect(await readDoc(COLLECTIONS.crochetABouquet, res.body.id)).toEqual(res.body);
    expect(await readDoc(COLLECTIONS.grannySquareMonthly, res.body.id)).toBeUndefined();
  });
});

describe('GET /api/get_newsletter_signups', () => {
  it('lists email, added_date and whether the address confirmed, newest first (a signup from before double opt-in counts as confirmed)', async () => {
    const signups = emulatorDb().collection(COLLECTIONS.newsletterSignups);
    const now = Date.now();
    await Promise.all([
      signups.doc(`old-${tag}`).set({ email: `old-${tag}@example.com`, added_date: now - 5000 }),
      signups.doc(`new-${tag}`).set({
        email: `new-${tag}@example.com`,
        added_date: now + 5000,
        status: 'pending',
        confirmTokenHash: 'f'.repeat(64),
      }),
    ]);
    const res = await call('/api/get_newsletter_signups', { token });
    expect(res.status).toBe(200);
    const list = res.body as NewsletterSignup[];
    const mine = list.filter((s) => s.email.endsWith(`-${tag}@example.com`));
    expect(mine).toEqual([
      { email: `new-${tag}@example.com`, added_date: now + 5000, status: 'pending' },
      { email: `old-${tag}@example.com`, added_date: now - 5000, status: 'confirmed' },
    ]);
    const dates = list.map((s) => s.added_date);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });
});

describe('PUT /api/site_content/announcement', () => {
  const announcement = {
    title: `Closed for stocktake ${tag}`,
    message: 'We are closed on Monday.',
    expiresOn: '2031-01-31',
    active: true,
  };

  it('stores the announcement and the site shows it', async () => {
    const res = await send('PUT', '/api/site_content/announcement', {
      ...announcement,
      html: '<script>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(announcement);
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.announcement)).toEqual(
      announcement,
    );
    expect((await call('/api/site_content/announcement')).body).toEqual(announcement);
  });

  it('answers 400 for a bad expiry date and keeps the stored announcement', async () => {
    await send('PUT', '/api/site_content/announcement', announcement);
    const res = await send('PUT', '/api/site_content/announcement', {
      ...announcement,
      expiresOn: '31/01/2031',
      active: 'yes',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ expiresOn: SITE_CONTENT_MESSAGES.expiresOn });
    expect(Object.keys(res.body.fields).sort()).toEqual(['active', 'expiresOn']);
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.announcement)).toEqual(
      announcement,
    );
  });
});

describe('PUT /api/site_content/payment_links', () => {
  const links = {
    '1': `https://pay.example.com/${tag}/1`,
    '2': `https://pay.example.com/${tag}/2`,
    '3': `https://pay.example.com/${tag}/3`,
    '4': `https://pay.example.com/${tag}/4`,
  };

  it('stores the four https links, visitors paying by link unless the studio says', async () => {
    const res = await send('PUT', '/api/site_content/payment_links', { links });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ methods: 'link', links });
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.paymentLinks)).toEqual({
      methods: 'link',
      links,
    });
  });

  it('stores card payment at booking with the links left empty, and needs them for both', async () => {
    const empty = { '1': '', '2': '', '3': '', '4': '' };
    const card = await send('PUT', '/api/site_content/payment_links', {
      methods: 'card',
      links: empty,
    });
    expect(card.status).toBe(200);
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.paymentLinks)).toEqual({
      methods: 'card',
      links: empty,
    });
    const both = await send('PUT', '/api/site_content/payment_links', {
      methods: 'both',
      links: { ...links, '3': '' },
    });
    expect(both.status).toBe(400);
    expect(both.body.fields).toEqual({ '3': SITE_CONTENT_MESSAGES.link });
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.paymentLinks)).toEqual({
      methods: 'card',
      links: empty,
    });
  });

  it('answers 400 keyed by guest count for links that are not https, keeping the stored ones', async () => {
    await send('PUT', '/api/site_content/payment_links', { links });
    const res = await send('PUT', '/api/site_content/payment_links', {
      links: { ...links, '2': 'http://pay.example.com', '4': 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      '2': SITE_CONTENT_MESSAGES.link,
      '4': SITE_CONTENT_MESSAGES.link,
    });
    expect(await readDoc(COLLECTIONS.siteContent, SITE_CONTENT_DOCS.paymentLinks)).toEqual({
      methods: 'link',
      links,
    });
  });
});
