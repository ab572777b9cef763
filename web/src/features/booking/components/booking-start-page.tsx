import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { isBookable } from '@domain/places';
import { TextSkeleton } from '../../../components/page-skeleton';
import { NO_DATES } from '../../../config/messages';
import { QueryView } from '../../../components/query-view';
import { BookingPage, StepActions } from './booking-page';
import { useScheduledWorkshops } from '../api/get-scheduled-workshops';
import { groupByMonth, placesLeftText, shortDateLabel, timeLabel } from '../booking-format';
import type { BookingState } from '../booking-state';
import { type UpdateBooking, useBookingState } from '../use-booking-state';
import { type StartNotice } from '../booking-flow';

export function BookingStartPage() {
  const [state, update] = useBookingState();
  const notice = (useLocation().state as StartNotice | null)?.notice;
  if (!state) return <Navigate to={paths.home} replace />;
  return <BookingStart state={state} update={update} notice={notice} />;
}

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
  const query = useScheduledWorkshops(type.id);
  const [selectedId, setSelectedId] = useState(state.scheduledWorkshop?.id);

  const dates = query.status === 'ready' ? query.data : [];
  const selected = dates.find((d) => d.id === selectedId && isBookable(d));

  function confirm() {
    if (!selected) return;
    update({ scheduledWorkshop: selected });
    void navigate(paths.bookingDateTimeSummary);
  }

  return (
    <BookingPage
      step={1}
      meta={{
        title: `Choose a date: ${type.name}`,
        description: `Pick a date and time for ${type.name} at The Yarn Loft and see how many places are left.`,
      }}
      title="Choose a date"
      lede={type.name}
    >
      {notice && (
        <div className="alert alert--error" role="alert">
          <p className="alert__title">{notice}</p>
          <p>Please choose another date, or fewer guests. We have kept your details.</p>
        </div>
      )}

      <div className="booking__section">
        <QueryView
          query={query}
          what="the dates"
          placeholder={<TextSkeleton title />}
          empty={
            <div className="empty-state">
              <p className="empty-state__title">{NO_DATES}</p>
            </div>
          }
        >
          {(loaded) =>
            groupByMonth(loaded).map((group) => (
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
            ))
          }
        </QueryView>
      </div>

      <StepActions back={paths.workshopDescription.to(type.id)}>
        <button
          type="button"
          className="button button--primary"
          disabled={!selected}
          onClick={confirm}
        >
          Confirm
        </button>
      </StepActions>
    </BookingPage>
  );
}
