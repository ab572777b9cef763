import { guestOptions } from '@domain/guests';
import { formatPrice, totalPrice } from '@domain/price';
import { type FormEvent, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary, showProblems } from '../../components/form/error-summary';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { paths } from '../../config/paths';
import { queryCache } from '../../lib/query-cache';
import { paymentMethodsQuery } from '../../features/bookings/api/get-payment-methods';
import { unitPrice } from '@domain/booking';
import type { BookingState, DetailsDraft } from '../../features/bookings/booking-state';
import {
  type DetailErrors,
  type DetailField,
  DETAIL_FIELDS,
  EMPTY_DRAFT,
  firstInvalid,
  isRequired,
  shownGuests,
  validateDetails,
} from '../../features/bookings/details';
import { BookingPage, StepActions } from '../../features/bookings/components/booking-page';
import { ContactFields } from '../../features/bookings/components/contact-fields';
import { type UpdateBooking, useBookingState } from '../../features/bookings/use-booking-state';
import { NoBookingInProgress } from '../../features/bookings/components/no-booking-in-progress';

export default function DetailsPage() {
  const [state, update] = useBookingState();
  if (!state?.scheduledWorkshop) return <NoBookingInProgress workshop={state?.workshopType} />;
  return <DetailsForm state={state} update={update} />;
}

function DetailsForm({ state, update }: { state: BookingState; update: UpdateBooking }) {
  const navigate = useNavigate();
  const type = state.workshopType;
  const placesLeft = state.scheduledWorkshop?.guest_slots_remaining ?? 0;
  const [draft, setDraft] = useState<DetailsDraft>(() => {
    const draft = { ...EMPTY_DRAFT, ...state.details };
    // The places asked for when choosing the date are the guests, until the visitor says otherwise.
    return draft.guests || !state.placesWanted
      ? draft
      : { ...draft, guests: String(state.placesWanted) };
  });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The next step offers the studio's ways to pay: they load while the visitor types.
  useEffect(() => void queryCache.prefetch(paymentMethodsQuery), []);

  const guests = shownGuests(draft, placesLeft);
  const total = totalPrice(unitPrice(type), Number(guests) || 0);

  function change<K extends keyof DetailsDraft>(field: K, value: DetailsDraft[K]) {
    const next = { ...draft, [field]: value };
    setDraft(next);
    update({ details: next });
    if (submitted) {
      const result = validateDetails(next, placesLeft);
      setErrors(result.ok ? {} : result.errors);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const result = validateDetails(draft, placesLeft);
    if (!result.ok) {
      // Drawn at once, so the summary can be brought into view with the first field.
      flushSync(() => setErrors(result.errors));
      const first = firstInvalid(result.errors);
      if (first) showProblems(first);
      return;
    }
    setErrors({});
    update({ details: draft });
    void navigate(paths.bookingFullSummary);
  }

  // The field's id is its name, so the error summary can link to it.
  const field = (name: Exclude<DetailField, 'experienceConfirmed'>) => ({
    id: name,
    name,
    value: draft[name],
    onChange: (value: string) => change(name, value),
    error: errors[name],
    required: isRequired(name, draft, placesLeft),
  });

  const summary = DETAIL_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });

  return (
    <BookingPage
      step={3}
      meta={{
        title: `Your details: ${type.name}`,
        description: `Tell us who is coming to ${type.name}: number of guests, contact details and experience.`,
      }}
      title="Your details"
      lede={type.name}
    >
      {summary.length > 0 && <ErrorSummary problems={summary} />}

      <form noValidate onSubmit={submit} className="booking__section">
        <SelectField
          label="Number of guests"
          {...field('guests')}
          value={guests}
          placeholder="Choose…"
          options={guestOptions(placesLeft).map(String)}
        />

        <p className="price-total" role="status">
          <span className="price-total__label">Total price</span> {formatPrice(total)}
        </p>

        <ContactFields name={field('name')} email={field('email')} mobile={field('mobileNumber')} />
        <TextField
          label="Your experience level"
          {...field('experienceLevel')}
          hint={`This workshop is for: ${type.level || 'All Levels'}`}
        />
        <TextAreaField
          label="Your skills"
          {...field('experienceSkills')}
          hint={type.skills && `Skills needed: ${type.skills}`}
        />
        <CheckboxField
          className="booking__checkbox-group"
          label="All participants have the skills required and meet the experience level needed for this workshop"
          id="experienceConfirmed"
          name="experienceConfirmed"
          checked={draft.experienceConfirmed}
          onChange={(checked) => change('experienceConfirmed', checked)}
          error={errors.experienceConfirmed}
          required={isRequired('experienceConfirmed', draft, placesLeft)}
        />

        <StepActions back={paths.bookingDateTimeSummary}>
          <button type="submit" className="button button--primary">
            Next
          </button>
        </StepActions>
      </form>
    </BookingPage>
  );
}
