import { describe, expect, it } from 'vitest';
import { londonInstant } from './dates.js';
import {
  type EventDate,
  type EventWorkshop,
  jsonLdText,
  londonIso,
  postalAddress,
  workshopEvents,
} from './event-json-ld.js';

const SITE = 'https://purl.example';

const studio = {
  name: 'Purl & Co',
  addressLines: ['Purl & Co', 'Unit 4, The Old Mill', '7 Canal Street', 'Todmorden', 'OL14 5AA'],
};

const workshop = (patch: Partial<EventWorkshop> = {}): EventWorkshop => ({
  id: 'learn-to-knit',
  name: 'Learn to Knit',
  description: 'Cast on, knit, purl and cast off.',
  image: '/images/learn-to-knit.svg',
  duration: '2.5 hours',
  priceForTotal: 35,
  isCourse: false,
  courseDates: 1,
  courseInterval: 7,
  timestamp: londonInstant(2026, 5, 1, 9),
  ...patch,
});

const date = (patch: Partial<EventDate> = {}): EventDate => ({
  id: 'd1',
  guests: 8,
  guest_slots_remaining: 3,
  is_available: true,
  date_of_workshop: londonInstant(2026, 7, 4, 14),
  ...patch,
});

const availability = (event: Record<string, unknown>) =>
  (event.offers as { availability: string }).availability;

describe('londonIso', () => {
  it('writes a summer time with the +01:00 offset', () => {
    expect(londonIso(londonInstant(2026, 7, 4, 15))).toBe('2026-07-04T15:00:00+01:00');
  });

  it('writes a winter time with the +00:00 offset', () => {
    expect(londonIso(londonInstant(2026, 1, 10, 10))).toBe('2026-01-10T10:00:00+00:00');
  });
});

describe('workshopEvents', () => {
  it("describes a workshop's date as an offline Event with its end, offer, organizer and place", () => {
    const events = workshopEvents(workshop(), [date()], studio, `${SITE}/`);
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': `${SITE}/workshop_description/learn-to-knit#d1`,
      name: 'Learn to Knit',
      description: 'Cast on, knit, purl and cast off.',
      image: `${SITE}/images/learn-to-knit.svg`,
      url: `${SITE}/workshop_description/learn-to-knit`,
      startDate: '2026-07-04T14:00:00+01:00',
      endDate: '2026-07-04T16:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Purl & Co',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Unit 4, The Old Mill, 7 Canal Street',
          addressLocality: 'Todmorden',
          postalCode: 'OL14 5AA',
          addressCountry: 'GB',
        },
      },
      organizer: { '@type': 'Organization', name: 'Purl & Co', url: `${SITE}/` },
      maximumAttendeeCapacity: 8,
      remainingAttendeeCapacity: 3,
      offers: {
        '@type': 'Offer',
        price: '35.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/workshop_description/learn-to-knit`,
        validFrom: '2026-05-01T09:00:00+01:00',
      },
      subEvent: undefined,
    });
  });

  it('marks a date with no places left, or closed, as sold out', () => {
    const events = workshopEvents(
      workshop(),
      [
        date({ id: 'full', guest_slots_remaining: 0 }),
        date({
          id: 'closed',
          is_available: false,
          date_of_workshop: londonInstant(2026, 7, 5, 14),
        }),
      ],
      studio,
      SITE,
    );
    expect(events.map(availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
  });

  it('gives one Event per date, soonest first, however often a date is listed', () => {
    const july4 = londonInstant(2026, 7, 4, 14);
    const july11 = londonInstant(2026, 7, 11, 14);
    const events = workshopEvents(
      workshop(),
      [
        date({ id: 'b', date_of_workshop: july11 }),
        date({ id: 'a', date_of_workshop: july4 }),
        date({ id: 'a', date_of_workshop: july4 }),
        date({ id: 'copy-of-a', date_of_workshop: july4 }),
        date({ id: 'broken', date_of_workshop: Number.NaN }),
      ],
      studio,
      SITE,
    );
    expect(events.map((e) => e.startDate)).toEqual([
      '2026-07-04T14:00:00+01:00',
      '2026-07-11T14:00:00+01:00',
    ]);
  });

  it('makes a course one Event spanning its sessions, each a subEvent, across the clock change', () => {
    // Four Saturdays from 21 March 2026; the clocks go forward on 29 March.
    const course = workshop({
      id: 'crochet-course',
      name: 'Crochet Course',
      duration: '2hrs',
      isCourse: true,
      courseDates: 4,
      courseInterval: 7,
      priceForTotal: 120,
    });
    const events = workshopEvents(
      course,
      [date({ date_of_workshop: londonInstant(2026, 3, 21, 10) })],
      studio,
      SITE,
    );
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      name: 'Crochet Course',
      startDate: '2026-03-21T10:00:00+00:00',
      endDate: '2026-04-11T12:00:00+01:00',
      offers: { price: '120.00' },
    });
    const subEvents = event!.subEvent as Record<string, unknown>[];
    expect(subEvents.map((s) => [s.name, s.startDate, s.endDate])).toEqual([
      ['Crochet Course (session 1 of 4)', '2026-03-21T10:00:00+00:00', '2026-03-21T12:00:00+00:00'],
      ['Crochet Course (session 2 of 4)', '2026-03-28T10:00:00+00:00', '2026-03-28T12:00:00+00:00'],
      ['Crochet Course (session 3 of 4)', '2026-04-04T10:00:00+01:00', '2026-04-04T12:00:00+01:00'],
      ['Crochet Course (session 4 of 4)', '2026-04-11T10:00:00+01:00', '2026-04-11T12:00:00+01:00'],
    ]);
    expect(subEvents.every((s) => s['@type'] === 'Event' && s.location === event!.location)).toBe(
      true,
    );
  });

  it('gives two runs of a course two Events, not one per session', () => {
    const course = workshop({ isCourse: true, courseDates: 3 });
    const events = workshopEvents(
      course,
      [
        date({ id: 'spring', date_of_workshop: londonInstant(2026, 4, 1, 18) }),
        date({ id: 'autumn', date_of_workshop: londonInstant(2026, 9, 2, 18) }),
      ],
      studio,
      SITE,
    );
    expect(events.map((e) => (e.subEvent as unknown[]).length)).toEqual([3, 3]);
  });

  it('marks a cancelled date as a cancelled event', () => {
    const [event] = workshopEvents(workshop(), [date({ status: 'cancelled' })], studio, SITE);
    expect(event!.eventStatus).toBe('https://schema.org/EventCancelled');
  });
});

describe('postalAddress', () => {
  it('keeps every line when the first is not the studio name and the last is no postcode', () => {
    expect(
      postalAddress({ name: 'Purl & Co', addressLines: ['3 High Street', 'Hebden Bridge'] }),
    ).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '3 High Street',
      addressLocality: 'Hebden Bridge',
      postalCode: undefined,
      addressCountry: 'GB',
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element it is written into', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
  });
});
