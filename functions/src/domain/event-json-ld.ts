import { londonParts } from './dates.js';
import type { ScheduledWorkshop, WorkshopType } from './model.js';
import { paths } from './paths.js';
import { bookablePlaces } from './places.js';
import { sessionSpans } from './session-times.js';
import type { StudioDetails } from './studio-details.js';

// schema.org Events for Google's event results (docs/product.md#search-engines): one Event per
// bookable date of a workshop; a course is one Event per run, its sessions as `subEvent`.

export type EventWorkshop = Pick<
  WorkshopType,
  | 'id'
  | 'name'
  | 'description'
  | 'image'
  | 'duration'
  | 'priceForTotal'
  | 'isCourse'
  | 'courseDates'
  | 'courseInterval'
  | 'timestamp'
>;

export type EventDate = Pick<
  ScheduledWorkshop,
  'id' | 'date_of_workshop' | 'guests' | 'guest_slots_remaining' | 'is_available' | 'status'
>;

/** The studio as the events name it: the organizer and the place. */
export type EventStudio = Pick<StudioDetails, 'name' | 'addressLines'>;

export type JsonLdObject = Record<string, unknown>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as London wall-clock time with its UTC offset, e.g. 2026-07-04T15:00:00+01:00. */
export function londonIso(ms: number): string {
  const p = londonParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  const offsetMin = Math.round((wall - Math.floor(ms / 60_000) * 60_000) / 60_000);
  const sign = offsetMin < 0 ? '-' : '+';
  const abs = Math.abs(offsetMin);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

/**
 * The studio's address lines as a PostalAddress: a last line that is a UK postcode is the
 * postcode, the line before it the town, the rest the street; a first line that only repeats
 * the studio's name is left out (it is the Place's name).
 */
export function postalAddress(studio: EventStudio): JsonLdObject {
  const lines = studio.addressLines.map((l) => l.trim()).filter(Boolean);
  if (lines[0]?.toLowerCase() === studio.name.trim().toLowerCase()) lines.shift();
  const postalCode = lines.length > 0 && UK_POSTCODE.test(lines.at(-1)!) ? lines.pop() : undefined;
  const addressLocality = lines.length > 1 ? lines.pop() : undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: lines.join(', ') || undefined,
    addressLocality,
    postalCode,
    addressCountry: 'GB',
  };
}

/** The absolute address of a workshop's page on the site. */
export const workshopPageUrl = (siteUrl: string, id: string) =>
  `${siteUrl.replace(/\/+$/, '')}${paths.workshopDescription.to(id)}`;

const SCHEMA = 'https://schema.org/';

/**
 * The Events of a workshop's dates. Dates without a valid instant are skipped, and a date
 * listed twice (the same id, or the same start) gives one Event. `siteUrl` is the site's origin.
 */
export function workshopEvents(
  workshop: EventWorkshop,
  dates: readonly EventDate[],
  studio: EventStudio,
  siteUrl: string,
): JsonLdObject[] {
  const origin = siteUrl.replace(/\/+$/, '');
  const url = workshopPageUrl(origin, workshop.id);
  const location = { '@type': 'Place', name: studio.name, address: postalAddress(studio) };
  const organizer = { '@type': 'Organization', name: studio.name, url: `${origin}/` };
  const image = workshop.image ? new URL(workshop.image, `${origin}/`).href : undefined;
  // Dates do not record when they were scheduled: the workshop's publication is the earliest
  // its places were on sale.
  const validFrom = Number.isFinite(workshop.timestamp) ? londonIso(workshop.timestamp) : undefined;
  const price = Number.isFinite(workshop.priceForTotal)
    ? workshop.priceForTotal.toFixed(2)
    : undefined;

  const seen = new Set<string>();
  const unique = [...dates]
    .filter((d) => Number.isFinite(d.date_of_workshop))
    .sort((a, b) => a.date_of_workshop - b.date_of_workshop)
    .filter((d) => {
      const keys = [`id:${d.id}`, `at:${d.date_of_workshop}`];
      if (keys.some((k) => seen.has(k))) return false;
      keys.forEach((k) => seen.add(k));
      return true;
    });

  return unique.map((date) => {
    const spans = sessionSpans({ ...workshop, date_of_workshop: date.date_of_workshop });
    const first = spans[0]!;
    const last = spans.at(-1)!;
    const left = bookablePlaces(date);
    const eventStatus = `${SCHEMA}${date.status === 'cancelled' ? 'EventCancelled' : 'EventScheduled'}`;
    const eventAttendanceMode = `${SCHEMA}OfflineEventAttendanceMode`;
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': `${url}#${encodeURIComponent(date.id)}`,
      name: workshop.name,
      description: workshop.description || undefined,
      image,
      url,
      startDate: londonIso(first.start),
      endDate: londonIso(last.end),
      eventStatus,
      eventAttendanceMode,
      location,
      organizer,
      maximumAttendeeCapacity: date.guests,
      remainingAttendeeCapacity: left,
      offers: {
        '@type': 'Offer',
        price,
        priceCurrency: 'GBP',
        availability: `${SCHEMA}${left > 0 ? 'InStock' : 'SoldOut'}`,
        url,
        validFrom,
      },
      subEvent:
        spans.length > 1
          ? spans.map((span, i) => ({
              '@type': 'Event',
              name: `${workshop.name} (session ${i + 1} of ${spans.length})`,
              startDate: londonIso(span.start),
              endDate: londonIso(span.end),
              eventStatus,
              eventAttendanceMode,
              location,
              url,
            }))
          : undefined,
    };
  });
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
