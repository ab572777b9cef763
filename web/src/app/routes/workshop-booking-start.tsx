import type { ScheduledWorkshop } from '@domain/model';
import type { WorkshopWithSessions } from '@domain/contracts/catalog';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SelectField } from '../../components/form/select-field';
import { BOOKING_START_DATE, BOOKING_START_WORKSHOP, paths } from '../../config/paths';
import { useWorkshopType } from '../../features/catalog/api/workshop-type';
import { logBeginCheckout } from '../../features/bookings/booking-analytics';
import { TextSkeleton } from '../../components/page-skeleton';
import { NO_DATES } from '../../config/messages';
import { QueryView } from '../../components/query-view';
import { BookingPage, StepActions } from '../../features/bookings/components/booking-page';
import { useScheduledWorkshops } from '../../features/schedule/api/get-scheduled-workshops';
import {
  groupByMonth,
  placesLeftText,
  shortDateLabel,
  timeLabel,
} from '../../features/bookings/booking-format';
import { type BookingState, startBooking } from '../../features/bookings/booking-state';
import { type UpdateBooking, useBookingState } from '../../features/bookings/use-booking-state';
import { type StartNotice } from '../../features/bookings/booking-flow';
import { dateChoice, placesWantedOptions } from '../../features/bookings/waitlist-dates';
import { NoBookingInProgress } from '../../features/bookings/components/no-booking-in-progress';

// The waiting-list form (and the form rules it brings) loads when a visitor opens it.
const WaitlistDialog = lazy(() => import('../../features/bookings/components/waitlist-dialog'));

export default function BookingStartPage() {
  const [state, update] = useBookingState();
  const notice = (useLocation().state as StartNotice | null)?.notice;
  const [search] = useSearchParams();
  const named = search.get(BOOKING_START_WORKSHOP);
  if (named && state?.workshopType.id !== named) return <StartFromLink id={named} />;
  if (!state) return <NoBookingInProgress />;
  return (
    <BookingStart
      state={state}
      update={update}
      notice={notice}
      chosen={search.get(BOOKING_START_DATE) ?? undefined}
    />
  );
}

/**
 * "Upcoming Dates" followed as a plain link (tapped before the app had started, or opened in a
 * new tab): the workshop comes from the address, then the booking starts as the tap would have.
 */
function StartFromLink({ id }: { id: string }) {
  return (
    <QueryView query={useWorkshopType(id)} what="the workshop" placeholder={<TextSkeleton />}>
      {(workshop) => <StartWith workshop={workshop} />}
    </QueryView>
  );
}

function StartWith({ workshop }: { workshop: WorkshopWithSessions }) {
  // Stored before the step below reads it (storing it twice, as a strict render may, is the same).
  useState(() => startBooking(workshop));
  useEffect(() => logBeginCheckout(workshop), [workshop]);
  return <BookingStartPage />;
}

function BookingStart({
  state,
  update,
  notice,
  chosen,
}: {
  state: BookingState;
  update: UpdateBooking;
  notice?: string;
  /** A date chosen on the workshop's page (its link carries it). */
  chosen?: string;
}) {
  const navigate = useNavigate();
  const type = state.workshopType;
  const query = useScheduledWorkshops(type.id);
  const [selectedId, setSelectedId] = useState(chosen ?? state.scheduledWorkshop?.id);
  const [wantedPlaces, setWantedPlaces] = useState(state.placesWanted ?? 1);
  const [waitingFor, setWaitingFor] = useState<ScheduledWorkshop>();

  const dates = query.status === 'ready' ? query.data : [];
  const wantedOptions = placesWantedOptions(dates);
  const wanted = Math.min(wantedPlaces, wantedOptions.length);
  const selected = dates.find((d) => d.id === selectedId && dateChoice(d, wanted) === 'book');
  const label = (date: ScheduledWorkshop) => `${shortDateLabel(date)}, ${timeLabel(date.time)}`;

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
        description: `Pick a date and time for ${type.name} at the studio and see how many places are left.`,
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

      {dates.length > 0 && (
        <div className="booking__section">
          <SelectField
            label="How many places do you want?"
            name="placesWanted"
            hint="A date with fewer spaces left offers its waiting list."
            value={String(wanted)}
            options={wantedOptions.map(String)}
            onChange={(value) => {
              setWantedPlaces(Number(value));
              update({ placesWanted: Number(value) });
            }}
          />
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
                    const choice = dateChoice(date, wanted);
                    const bookable = choice === 'book';
                    return (
                      <li key={date.id} className="date-group__item">
                        <button
                          type="button"
                          className="date-option"
                          aria-pressed={bookable ? date.id === selected?.id : undefined}
                          disabled={!bookable}
                          onClick={() => setSelectedId(date.id)}
                        >
                          <span className="date-option__date">{label(date)}</span>{' '}
                          <span className="date-option__status">{placesLeftText(date)}</span>
                        </button>
                        {choice === 'waitlist' && (
                          <button
                            type="button"
                            className="button button--ghost"
                            aria-label={`Join the waiting list: ${label(date)}`}
                            onClick={() => setWaitingFor(date)}
                          >
                            Join the waiting list
                          </button>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))
          }
        </QueryView>
      </div>

      {waitingFor && (
        <Suspense>
          <WaitlistDialog
            date={waitingFor}
            when={label(waitingFor)}
            workshopName={type.name}
            guests={wanted}
            details={state.details}
            onClose={() => setWaitingFor(undefined)}
          />
        </Suspense>
      )}

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
