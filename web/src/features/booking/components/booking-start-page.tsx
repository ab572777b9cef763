import type { ScheduledWorkshop } from '@domain/model';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { getScheduledWorkshops } from '../api/get-scheduled-workshops';
import { isBookable } from '@domain/places';
import { groupByMonth, placesLeftText, shortDateLabel, timeLabel } from '../booking-format';
import type { BookingState } from '../booking-state';
import { type UpdateBooking, useBookingState } from '../use-booking-state';
import { BookingSteps } from './booking-steps';
import '../booking.css';

/** Sent here by a 409 from save_booking: what the server said, and that the dates must be fresh. */
export interface StartNotice {
  notice?: string;
}

export function BookingStartPage() {
  const [state, update] = useBookingState();
  const notice = (useLocation().state as StartNotice | null)?.notice;
  if (!state) return <Navigate to={paths.home} replace />;
  return <BookingStart state={state} update={update} notice={notice} />;
}

type Load =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; dates: ScheduledWorkshop[] };

function BookingStart({
  state,
  update,
  notice,
}: {
  state: BookingState;
  update: UpdateBooking;
  notice?: string;
}) {
  const navigate = useNavigate();
  const type = state.workshopType;
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [selectedId, setSelectedId] = useState(state.scheduledWorkshop?.id);

  useEffect(() => void import('./datetime-summary-page'), []);

  useEffect(() => {
    const controller = new AbortController();
    getScheduledWorkshops(type.id, {
      fresh: Boolean(notice) || attempt > 0,
      signal: controller.signal,
    })
      .then((dates) => setLoad({ status: 'loaded', dates }))
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') setLoad({ status: 'failed' });
      });
    return () => controller.abort();
  }, [type.id, notice, attempt]);

  const dates = load.status === 'loaded' ? load.dates : [];
  const selected = dates.find((d) => d.id === selectedId && isBookable(d));

  function confirm() {
    if (!selected) return;
    update({ scheduledWorkshop: selected });
    void navigate(paths.bookingDateTimeSummary);
  }

  return (
    <div className="container booking">
      <PageMeta
        title={`Choose a date: ${type.name}`}
        description={`Pick a date and time for ${type.name} at The Yarn Loft and see how many places are left.`}
      />
      <BookingSteps current={1} />
      <h1 className="page-title">Choose a date</h1>
      <p className="lede">{type.name}</p>

      {notice && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{notice}</p>
          <p>Please choose another date, or fewer guests. We have kept your details.</p>
        </div>
      )}

      <div className="booking__section" aria-busy={load.status === 'loading'}>
        {load.status === 'loading' && (
          <div role="status">
            <span className="visually-hidden">Loading dates</span>
            <span className="skeleton skeleton--title" aria-hidden="true" />
            <span className="skeleton skeleton--text" aria-hidden="true" />
            <span className="skeleton skeleton--text" aria-hidden="true" />
          </div>
        )}
        {load.status === 'failed' && (
          <div className="alert alert--error" role="alert">
            <p className="alert__title">We could not load the dates.</p>
            <p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setLoad({ status: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                Try again
              </button>
            </p>
          </div>
        )}
        {load.status === 'loaded' && dates.length === 0 && (
          <div className="empty-state">
            <p className="empty-state__title">
              Unfortunately there are no dates available for this workshop at the moment
            </p>
          </div>
        )}
        {groupByMonth(dates).map((group) => (
          <div className="date-group" key={group.title}>
            <h2 className="date-group__title">{group.title}</h2>
            <ul className="date-group__list">
              {group.dates.map((date) => {
                const bookable = isBookable(date);
                return (
                  <li key={date.id}>
                    <button
                      type="button"
                      className="date-option"
                      aria-pressed={bookable ? date.id === selected?.id : undefined}
                      disabled={!bookable}
                      onClick={() => setSelectedId(date.id)}
                    >
                      <span className="date-option__date">
                        {shortDateLabel(date)}, {timeLabel(date.time)}
                      </span>{' '}
                      <span className="date-option__status">{placesLeftText(date)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>

      <div className="booking__actions">
        <button
          type="button"
          className="button"
          onClick={() => void navigate(paths.workshopDescription.to(type.id))}
        >
          Back
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={!selected}
          onClick={confirm}
        >
          Confirm
        </button>
      </div>
    </div>
  );
}
