import { londonInstant } from '@domain/dates';
import type { ScheduledWorkshop, WorkshopType } from '@domain/model';
import { describe, expect, it } from 'vitest';
import { jsonLdText, londonIso, workshopEvents } from './event-json-ld';
import { EMPTY_STUDIO } from '@domain/studio-details';

const STUDIO = {
  ...EMPTY_STUDIO,
  name: 'Test Studio',
  addressLines: ['Test Studio', '1 Test Street', 'Testtown', 'TE1 1ST'],
};

describe('londonIso', () => {
  it('writes a summer time with the +01:00 offset', () => {
    expect(londonIso(londonInstant(2026, 7, 4, 15))).toBe('2026-07-04T15:00:00+01:00');
  });

  it('writes a winter time with the +00:00 offset', () => {
    expect(londonIso(londonInstant(2026, 1, 10, 10))).toBe('2026-01-10T10:00:00+00:00');
  });
});

const type = {
  id: 'learn-to-knit',
  name: 'Learn to Knit',
  description: 'Cast on, knit, purl and cast off.',
  image: '/images/learn-to-knit.svg',
  priceForTotal: 35,
} as WorkshopType;

const date = (patch: Partial<ScheduledWorkshop>): ScheduledWorkshop =>
  ({
    id: 'd1',
    guests: 8,
    guest_slots_remaining: 3,
    is_available: true,
    date_of_workshop: londonInstant(2026, 7, 4, 14),
    ...patch,
  }) as ScheduledWorkshop;

describe('workshopEvents', () => {
  it('describes each dated session as an offline schema.org Event with a GBP offer', () => {
    const [event] = workshopEvents(type, [date({})], 'https://studio.example', STUDIO);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Learn to Knit',
      startDate: '2026-07-04T14:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', address: { addressCountry: 'GB' } },
      remainingAttendeeCapacity: 3,
      offers: {
        price: '35.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
        url: 'https://studio.example/workshop_description/learn-to-knit',
      },
    });
  });

  it('marks a date with no places left as sold out', () => {
    const events = workshopEvents(
      type,
      [date({ guest_slots_remaining: 0 }), date({ is_available: false })],
      'https://x.example',
      STUDIO,
    );
    expect(events.map((e) => (e.offers as { availability: string }).availability)).toEqual([
      'https://schema.org/SoldOut',
      'https://schema.org/SoldOut',
    ]);
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element it is written into', () => {
    expect(jsonLdText({ name: '</script><b>' })).not.toContain('</script>');
  });
});
