import { type EventStudio, jsonLdText, workshopEvents } from '@domain/event-json-ld';
import { useSiteOrigin } from '../../../lib/server-render';
import type { WorkshopWithSessions } from '../api/workshop-types';

interface WorkshopEventsScriptProps {
  workshop: WorkshopWithSessions;
  studio: EventStudio;
}

/**
 * The workshop's dates as schema.org Events, for search engines. Loaded on its own (lazily): no
 * visitor needs it to see the page, and the first view's JavaScript budget is nearly spent. The
 * server render waits for it, so it is in the page's HTML.
 */
export default function WorkshopEventsScript({ workshop, studio }: WorkshopEventsScriptProps) {
  const events = workshopEvents(workshop, workshop.sessions, studio, useSiteOrigin());
  if (events.length === 0) return null;
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(events) }} />
  );
}
