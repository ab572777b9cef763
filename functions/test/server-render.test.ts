import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthName } from '../src/domain/dates.js';
import type { ScheduledWorkshop, WorkshopType } from '../src/domain/model.js';
import { EMPTY_STUDIO, type StudioDetails } from '../src/domain/studio-details.js';
import { COLLECTIONS, SITE_CONTENT_DOCS } from '../src/lib/collections.js';
import {
  emulatorDb,
  put,
  putBooking,
  putDate,
  putType,
  removeCreated,
} from '../../scripts/lib/emulator.ts';
import {
  londonDay,
  monthlyMeet,
  newsItem,
  uniqueId,
  uniqueName,
} from '../../scripts/lib/factories.ts';
import { call, siteUrl } from './support/stack.ts';

// The raw HTML of each visitor page, fetched through Hosting as a crawler or a link preview
// fetches it: no JavaScript runs here.

interface RawPage {
  status: number;
  headers: Headers;
  html: string;
}

async function raw(path: string): Promise<RawPage> {
  const res = await fetch(`${siteUrl()}${path}`, { headers: { Accept: 'text/html' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const titleOf = (html: string) => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const metaOf = (html: string, key: string) => {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match ? unescape(match[1]!) : undefined;
};
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div>\s*(?:<div id="early-consent"|<script type="application\/json")/.exec(
    html,
  )?.[1] ?? '';
const consentNoticeOf = (html: string) =>
  /<div id="early-consent"[\s\S]*?(?=\s*<script type="application\/json")/.exec(html)?.[0];
// The app starts from the boot script, which names its entry module.
const BOOT_SCRIPT = /<script id="boot" data-entry="\/assets\/[^"]+\.js"/;
const text = (html: string) => unescape(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

// The studio's details (site content) this file renders with; the stored ones are put back.
const STUDIO: StudioDetails = {
  ...EMPTY_STUDIO,
  name: 'Rendered Studio',
  tagline: 'Knitting on the server',
  addressLines: ['1 Render Row', 'Hebden Bridge'],
  email: 'hello@rendered.example',
};
const studioDoc = () =>
  emulatorDb().collection(COLLECTIONS.siteContent).doc(SITE_CONTENT_DOCS.studio);
let storedStudio: FirebaseFirestore.DocumentData | undefined;

// Every page here renders with STUDIO (a workshop page names its Events' place after it),
// whatever the test files before this one left stored.
beforeAll(async () => {
  storedStudio = (await studioDoc().get()).data();
  await studioDoc().set(STUDIO);
});

afterAll(async () => {
  await (storedStudio ? studioDoc().set(storedStudio) : studioDoc().delete());
});

const VISITOR_PAGES: [path: string, heading: string][] = [
  ['/', 'Rendered Studio'],
  ['/about', 'About Rendered Studio'],
  ['/book_a_workshop', 'Workshops & Courses'],
  ['/monthly_meets', 'Monthly meets'],
  ['/crochet_a_bouquet', 'Crochet a Bouquet'],
  ['/granny_square_monthly', 'Granny Square Monthly'],
  ['/yarn_and_yarn', 'Yarn and Yarn'],
  ['/contact_us', 'Contact us'],
  ['/terms_and_conditions', 'Terms and Conditions'],
  ['/calendar_view', "What's on at the studio"],
];

const RENDERED_CACHE = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/;

describe('visitor pages arrive as HTML with their content', () => {
  let type: WorkshopType;
  const news = newsItem({ title: uniqueName('Rendered news') });
  const meet = monthlyMeet({ name: uniqueName('Rendered meet') });
  const visitor = {
    name: `Ada ${uniqueId('private')}`,
    email: `${uniqueId('private')}@example.com`,
    mobileNumber: '07700 900123',
  };

  beforeAll(async () => {
    type = await putType({
      name: uniqueName('Rendered Knit'),
      description: 'Knit a hat in an evening, rendered on the server.',
      price: '£48',
      image: '/images/knit-hat.svg',
      showOnHomePage: true,
      showOnWorkshopMenu: true,
    });
    const date = await putDate(type, 1, { time: '7pm' });
    await putDate(type, 9, { time: '10am' });
    await putBooking(date, type, visitor);
    await put(COLLECTIONS.news, news);
    await put(COLLECTIONS.monthlyMeets, meet);
  });

  afterAll(async () => {
    await removeCreated();
  });

  it.each(VISITOR_PAGES)(
    '%s has the site around it, its heading, its own head tags and its data',
    async (path, heading) => {
      const page = await raw(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const root = rootOf(page.html);
      expect(root, 'the header and its navigation').toMatch(
        /<nav class="site-nav" aria-label="Main">/,
      );
      expect(root, 'the footer').toContain('<footer class="site-footer">');
      expect(text(root)).toContain(heading);
      expect(root, 'no placeholder where the content goes').not.toContain('aria-busy="true"');
      expect(titleOf(page.html)).toMatch(/(?:^| · )Rendered Studio(?: · |$)/);
      expect(text(root), "the studio's details in the footer").toContain('1 Render Row');
      expect(metaOf(page.html, 'description')?.length).toBeGreaterThan(30);
      expect(canonicalOf(page.html)).toBe(new URL(path, siteUrl()).href);
      expect(page.html).toContain('<script type="application/json" id="server-data">');
    },
  );

  it('gives every visitor page a title and description of its own', async () => {
    const pages: RawPage[] = [];
    for (const [path] of VISITOR_PAGES) pages.push(await raw(path));
    const titles = new Set(pages.map((p) => titleOf(p.html)));
    const descriptions = new Set(pages.map((p) => metaOf(p.html, 'description')));
    expect(titles.size).toBe(VISITOR_PAGES.length);
    expect(descriptions.size).toBe(VISITOR_PAGES.length);
  });

  it('the home page lists the upcoming workshops and the news', async () => {
    const home = text(rootOf((await raw('/')).html));
    expect(home).toContain(type.name);
    expect(home).toContain(news.title);
  });

  it('the workshop list shows each workshop card', async () => {
    expect(text(rootOf((await raw('/book_a_workshop')).html))).toContain(type.name);
  });

  it('the monthly meets page lists the meets', async () => {
    expect(text(rootOf((await raw('/monthly_meets')).html))).toContain(meet.name);
  });

  it("a workshop's page has its description, dates, price, link preview and Event JSON-LD", async () => {
    const path = `/workshop_description/${type.id}`;
    const page = await raw(path);
    expect(page.status).toBe(200);
    const content = text(rootOf(page.html));
    expect(content).toContain(type.name);
    expect(content).toContain('Knit a hat in an evening, rendered on the server.');
    expect(content).toContain('£48 per person');
    expect(content).toContain('Next dates');
    expect(content).toMatch(/7pm/);

    expect(titleOf(page.html)).toBe(`${type.name} · Rendered Studio`);
    expect(canonicalOf(page.html)).toBe(`${siteUrl()}${path}`);
    expect(metaOf(page.html, 'og:title')).toBe(type.name);
    expect(metaOf(page.html, 'og:description')).toBe(
      'Knit a hat in an evening, rendered on the server.',
    );
    expect(metaOf(page.html, 'og:image')).toBe(`${siteUrl()}/images/knit-hat.svg`);
    expect(metaOf(page.html, 'og:type')).toBe('website');
    expect(metaOf(page.html, 'og:url')).toBe(`${siteUrl()}${path}`);
    expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');

    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.html);
    expect(jsonLd, 'the Event JSON-LD is in the HTML').not.toBeNull();
    expect(JSON.stringify(JSON.parse(jsonLd![1]!))).toContain(type.name);
  });

  it("the calendar shows this month in London with what's on", async () => {
    const { year, month } = londonDay(0);
    const calendar = text(rootOf((await raw('/calendar_view')).html));
    expect(calendar).toContain(`${monthName(month)} ${year}`);
    expect(calendar).toContain(type.name);
  });

  it('lets the CDN keep a rendered page briefly while browsers ask again each time', async () => {
    for (const path of [
      '/',
      '/book_a_workshop',
      '/calendar_view',
      `/workshop_description/${type.id}`,
    ]) {
      const page = await raw(path);
      expect(page.headers.get('cache-control'), path).toMatch(RENDERED_CACHE);
      expect(page.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
  });

  it('answers 404 for an unknown workshop, with the page the app then shows', async () => {
    const page = await raw('/workshop_description/no-such-workshop');
    expect(page.status).toBe(404);
    expect(rootOf(page.html)).toContain('<footer class="site-footer">');
    expect(page.html).toMatch(BOOT_SCRIPT);
  });

  it('sends the client-rendered shell, uncached, when the render fails', async () => {
    // A workshop stored with a name that is not text: the page cannot be drawn from it.
    const broken = await putType({
      name: { not: 'text' } as unknown as string,
      showOnHomePage: false,
      showOnWorkshopMenu: false,
    });
    try {
      const page = await raw(`/workshop_description/${broken.id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-cache');
      expect(page.html).toContain('<div id="root"><!--app-html--></div>');
      expect(page.html).not.toContain('id="server-data"');
      expect(page.html).toMatch(BOOT_SCRIPT);
    } finally {
      // The calendar and the catalogue list it too: gone, so the tests after this one render.
      await emulatorDb().collection(COLLECTIONS.workshopTypes).doc(broken.id).delete();
    }
  });

  it('sends the staff pages as the client-rendered shell, uncached', async () => {
    for (const path of ['/admin_home', '/login', '/booked_workshops']) {
      const page = await raw(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('private, no-cache');
      expect(page.html, path).not.toContain('id="server-data"');
    }
  });

  it('renders the site around the booking steps and secret-link pages, never their data', async () => {
    for (const path of ['/workshop_booking_details', '/checkout', '/manage_booking/some-token']) {
      const page = await raw(path);
      expect(page.status, path).toBe(200);
      const root = rootOf(page.html);
      expect(root, path).toContain('<footer class="site-footer">');
      expect(root, path).toContain('aria-busy="true"');
    }
  });

  it('puts no personal data in any rendered page', async () => {
    const paths = [
      ...VISITOR_PAGES.map(([path]) => path),
      `/workshop_description/${type.id}`,
      '/manage_booking/some-token',
    ];
    for (const path of paths) {
      const { html } = await raw(path);
      for (const value of Object.values(visitor)) expect(html, path).not.toContain(value);
      expect(html, path).not.toMatch(/"mobileNumber"|"contactNumber"/);
    }
  });

  it('runs no inline script but the boot script: the page data and JSON-LD are data blocks', async () => {
    for (const path of ['/', '/calendar_view', `/workshop_description/${type.id}`]) {
      const { html } = await raw(path);
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!);
      const running = inline.filter((a) => !/type="application\/(?:json|ld\+json)"/.test(a));
      expect(running, path).toEqual([expect.stringMatching(/^ id="boot" data-entry=/)]);
    }
  });

  it("sends the cookie notice with every page, outside the app's root, in the studio's words", async () => {
    for (const path of ['/', '/calendar_view', `/workshop_description/${type.id}`, '/checkout']) {
      const { html } = await raw(path);
      const notice = consentNoticeOf(html);
      expect(notice, path).toBeDefined();
      expect(rootOf(html), path).not.toContain('cookie-banner');
      // Hidden by the stylesheet unless the boot script finds no choice stored.
      expect(notice, path).toMatch(/^<div id="early-consent" class="early-consent">/);
      expect(text(notice!), path).toContain(`Cookies at ${STUDIO.name}`);
      // Its ids are its own: none repeats one of the page's.
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(ids).size, path).toBe(ids.length);
    }
  });
});

describe("a workshop's page describes its dates to search engines as schema.org Events", () => {
  type Answered = WorkshopType & { priceForTotal: number; sessions: ScheduledWorkshop[] };
  let workshop: WorkshopType;
  let course: WorkshopType;
  let soon: WorkshopType;

  /** The Events in the page's HTML (its JSON-LD blocks), and the workshop as the API answers it. */
  async function eventsOf(type: WorkshopType) {
    const path = `/workshop_description/${type.id}`;
    const page = await raw(path);
    expect(page.status, path).toBe(200);
    const events = [
      ...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].flatMap((m) => JSON.parse(m[1]!) as Record<string, unknown>[]);
    const answered = (await call(`/api/workshop_types/${type.id}`)).body as Answered;
    return { events, answered };
  }

  beforeAll(async () => {
    workshop = await putType({ name: uniqueName('Event Knit'), price: '£42' });
    await putDate(workshop, 20, { time: '10am', guests: 6, guest_slots_remaining: 4 });
    await putDate(workshop, 27, { time: '2pm', guests: 6, guest_slots_remaining: 0 });
    course = await putType({
      name: uniqueName('Event Course'),
      isCourse: true,
      courseDates: 3,
      courseInterval: 7,
    });
    await putDate(course, 21, { time: '10am' });
    await putDate(course, 50, { time: '10am' });
    soon = await putType({ name: uniqueName('Event Soon'), comingSoon: true });
    await putDate(soon, 22);
  });

  afterAll(async () => {
    await removeCreated();
  });

  it('describes each dated session as an Event with its place, price and places left', async () => {
    const { events, answered: type } = await eventsOf(workshop);
    expect(type.sessions).toHaveLength(2);
    expect(events).toHaveLength(type.sessions.length);
    type.sessions.forEach((session, i) => {
      const left = session.is_available ? session.guest_slots_remaining : 0;
      expect(events[i]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: type.name,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'GB' } },
        offers: {
          '@type': 'Offer',
          price: type.priceForTotal.toFixed(2),
          priceCurrency: 'GBP',
          availability: `https://schema.org/${left > 0 ? 'InStock' : 'SoldOut'}`,
          url: `${siteUrl()}/workshop_description/${type.id}`,
        },
        remainingAttendeeCapacity: left,
      });
      const start = (events[i] as { startDate: string }).startDate;
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\+0[01]:00$/);
      expect(Date.parse(start)).toBe(session.date_of_workshop);
    });
    // Both ways a date shows its places: one with places left, one full.
    expect(events.map((e) => (e.offers as { availability: string }).availability)).toEqual([
      'https://schema.org/InStock',
      'https://schema.org/SoldOut',
    ]);
  });

  it('describes each run of a course as one Event with its sessions as sub-events', async () => {
    const { events, answered: type } = await eventsOf(course);
    expect(type.sessions.length).toBeGreaterThan(0);
    expect(events).toHaveLength(type.sessions.length);
    for (const [i, event] of events.entries()) {
      const subEvents = event.subEvent as { startDate: string; endDate: string }[];
      expect(subEvents).toHaveLength(type.courseDates);
      expect(Date.parse(event.startDate as string)).toBe(type.sessions[i]!.date_of_workshop);
      expect(event.endDate).toBe(subEvents.at(-1)!.endDate);
      expect(event).toMatchObject({
        organizer: { '@type': 'Organization', name: expect.any(String) },
        offers: { validFrom: expect.any(String) },
      });
    }
  });

  it('publishes no events for a coming-soon workshop, though it has a date', async () => {
    const { events } = await eventsOf(soon);
    expect(events).toEqual([]);
  });
});
