import { londonParts } from '@domain/dates';
import type { ScheduledWorkshop, WorkshopType } from '@domain/model';
import { paths } from '../../config/paths';
import type { StudioDetails } from '@domain/studio-details';
import { bookablePlaces } from '@domain/places';

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

/** schema.org Event objects for each dated session of a workshop type (for search engines). */
export function workshopEvents(
  type: WorkshopType,
  sessions: ScheduledWorkshop[],
  origin: string,
  studio: StudioDetails,
): Record<string, unknown>[] {
  const [placeName, streetAddress, addressLocality, postalCode] = studio.addressLines;
  const url = `${origin}${paths.workshopDescription.to(type.id)}`;
  return sessions
    .filter((s) => Number.isFinite(s.date_of_workshop))
    .map((s) => {
      const left = bookablePlaces(s);
      return {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: type.name,
        description: type.description,
        startDate: londonIso(s.date_of_workshop),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        image: type.image ? new URL(type.image, origin).href : undefined,
        url,
        location: {
          '@type': 'Place',
          name: placeName,
          address: {
            '@type': 'PostalAddress',
            streetAddress,
            addressLocality,
            postalCode,
            addressCountry: 'GB',
          },
        },
        organizer: { '@type': 'Organization', name: studio.name, url: origin },
        maximumAttendeeCapacity: s.guests,
        remainingAttendeeCapacity: left,
        offers: {
          '@type': 'Offer',
          price: Number.isFinite(type.priceForTotal) ? type.priceForTotal.toFixed(2) : undefined,
          priceCurrency: 'GBP',
          availability: left > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
          url,
        },
      };
    });
}

/** JSON for a <script type="application/ld+json">, safe to inline in HTML. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
