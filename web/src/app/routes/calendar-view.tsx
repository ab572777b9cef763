import type { CalendarEntry, CraftType } from '@domain/model';
import { londonParts } from '@domain/dates';
import { useId, useState, useSyncExternalStore } from 'react';
import { Link } from '../../components/link';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { renderNow } from '../../lib/server-render';
import { noSubscription } from '../../lib/use-hydrated';
import { useCalendarEvents } from '../../features/calendar/api/get-calendar-events';
import {
  addMonths,
  buildMonthGrid,
  calendarWindow,
  canStep,
  entryLabel,
  isPastDay,
  sameMonth,
  spacesLeftText,
  WEEKDAYS_MONDAY_FIRST,
  type YearMonth,
} from '../../features/calendar/month-grid';

const CRAFT_CLASS: Partial<Record<CraftType, string>> = {
  Knitting: 'calendar__event--knit',
  'Something Different': 'calendar__event--different',
};

const LEGEND: [string, string][] = [
  ['Crochet', 'calendar__key--crochet'],
  ['Knitting', 'calendar__key--knit'],
  ['Something different', 'calendar__key--different'],
];

function eventClass(entry: CalendarEntry, past: boolean): string {
  const craft = CRAFT_CLASS[entry.craftType];
  const full = entry.seatsRemaining <= 0 ? 'calendar__event--full' : '';
  return ['calendar__event', craft, full, past ? 'calendar__event--past' : '']
    .filter(Boolean)
    .join(' ');
}

function EntryText({ entry }: { entry: CalendarEntry }) {
  return (
    <>
      <span className="calendar__event-time">{entry.start}</span>{' '}
      <span className="calendar__event-name">{entry.name}</span>{' '}
      <span className="calendar__event-spaces">{spacesLeftText(entry.seatsRemaining)}</span>
    </>
  );
}

const dayAt = (ms: number) => {
  const { year, month, day } = londonParts(ms);
  return `${year}-${month}-${day}`;
};

/**
 * Today in London: as the server rendered it while the page hydrates (so nothing changes), then
 * the browser's own day should a cached page be from before midnight.
 */
function useLondonToday() {
  const key = useSyncExternalStore(
    noSubscription,
    () => dayAt(Date.now()),
    () => dayAt(renderNow()),
  );
  const [year, month, day] = key.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export default function CalendarPage() {
  const today = useLondonToday();
  // This month until the visitor steps: it follows `today` should that change on hydration.
  const [picked, setPicked] = useState<YearMonth>();
  const at = picked ?? { year: today.year, month: today.month };
  const dayIds = useId();
  const events = useCalendarEvents(at);
  const range = calendarWindow(today);

  // docs/product.md#errors-and-empty-states: a failure ends the loading and shows the month empty, with no message,
  // so the calendar reads its query itself instead of through QueryView.
  const loading = events.status === 'loading';
  const grid = buildMonthGrid(at, events.status === 'ready' ? events.data : []);
  const isThisMonth = sameMonth(at, today);
  const hasEntries = grid.days.some((d) => d.entries.length > 0);

  const step = (delta: number) => {
    if (canStep(at, delta, range)) setPicked(addMonths(at, delta));
  };
  const canPrev = canStep(at, -1, range);
  const canNext = canStep(at, 1, range);

  return (
    <div className="container">
      <PageMeta
        title="What's on"
        description="What's on at the studio: workshops, courses and meets, month by month, with the spaces left."
      />
      <h1 className="page-title">What's on at the studio</h1>
      <p className="lede">Choose a workshop to read about it.</p>

      <section className="calendar" aria-labelledby="calendar-title">
        <div className="calendar__header">
          <button
            type="button"
            className="button calendar__nav"
            aria-label="Previous month"
            aria-disabled={!canPrev}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <h2 className="calendar__title" id="calendar-title" aria-live="polite">
            {grid.title}
          </h2>
          <button
            type="button"
            className="button calendar__nav"
            aria-label="Next month"
            aria-disabled={!canNext}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>

        <ul className="calendar__legend" aria-label="Colour key">
          {LEGEND.map(([label, className]) => (
            <li key={label} className={`calendar__key ${className}`}>
              {label}
            </li>
          ))}
        </ul>

        {/* One live region, so a month with nothing on is announced as it arrives. */}
        <div role="status">
          {loading ? (
            <p className="calendar__loading">Loading what's on…</p>
          ) : (
            events.status === 'ready' &&
            !hasEntries && <p className="calendar__nothing">Nothing on this month</p>
          )}
        </div>

        <ol className="calendar__grid" aria-label={grid.title} aria-busy={loading}>
          {WEEKDAYS_MONDAY_FIRST.map((weekday) => (
            <li key={weekday} className="calendar__weekday" aria-hidden="true">
              {weekday.slice(0, 3)}
            </li>
          ))}
          {Array.from({ length: grid.leadingBlanks }, (_, i) => (
            <li
              key={`blank-${i}`}
              className="calendar__day calendar__day--blank"
              aria-hidden="true"
            />
          ))}
          {grid.days.map((cell) => {
            const labelId = `${dayIds}-${cell.day}`;
            const past = isPastDay({ ...at, day: cell.day }, today);
            return (
              <li
                key={cell.day}
                className={
                  isThisMonth && cell.day === today.day
                    ? 'calendar__day calendar__day--today'
                    : 'calendar__day'
                }
                aria-current={isThisMonth && cell.day === today.day ? 'date' : undefined}
                aria-labelledby={labelId}
              >
                <span className="calendar__day-number" id={labelId}>
                  <span aria-hidden="true">
                    <span className="mobile-only">{cell.weekday.slice(0, 3)} </span>
                    {cell.day}
                  </span>
                  <span className="visually-hidden">{cell.label}</span>
                </span>
                {cell.entries.map((entry) =>
                  past ? (
                    <span key={entry.scheduledWorkshopId} className={eventClass(entry, true)}>
                      <EntryText entry={entry} />
                    </span>
                  ) : (
                    <Link
                      key={entry.scheduledWorkshopId}
                      className={eventClass(entry, false)}
                      to={paths.workshopDescription.to(entry.workshopId)}
                      aria-label={entryLabel(entry)}
                    >
                      <EntryText entry={entry} />
                    </Link>
                  ),
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
