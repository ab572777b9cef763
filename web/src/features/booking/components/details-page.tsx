import { guestOptions } from '@domain/guests';
import { formatPrice, totalPrice } from '@domain/price';
import { type FormEvent, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { unitPrice } from '@domain/booking';
import type { BookingState, DetailsDraft } from '../booking-state';
import {
  type DetailErrors,
  type DetailField,
  DETAIL_FIELDS,
  EMPTY_DRAFT,
  firstInvalid,
  shownGuests,
  validateDetails,
} from '../details';
import { type UpdateBooking, useBookingState } from '../use-booking-state';
import { BookingSteps } from './booking-steps';
import { ErrorSummary, focusField } from './error-summary';
import '../booking.css';

export function DetailsPage() {
  const [state, update] = useBookingState();
  if (!state?.scheduledWorkshop) return <Navigate to={paths.home} replace />;
  return <DetailsForm state={state} update={update} />;
}

function DetailsForm({ state, update }: { state: BookingState; update: UpdateBooking }) {
  const navigate = useNavigate();
  useEffect(() => void import('./full-summary-page'), []);
  const type = state.workshopType;
  const placesLeft = state.scheduledWorkshop?.guest_slots_remaining ?? 0;
  const [draft, setDraft] = useState<DetailsDraft>({ ...EMPTY_DRAFT, ...state.details });
  const [errors, setErrors] = useState<DetailErrors>({});
  const [submitted, setSubmitted] = useState(false);

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
      setErrors(result.errors);
      const first = firstInvalid(result.errors);
      if (first) focusField(first);
      return;
    }
    setErrors({});
    update({ details: draft });
    void navigate(paths.bookingFullSummary);
  }

  const describedBy = (field: DetailField, hint?: boolean) =>
    [hint ? `${field}-hint` : '', errors[field] ? `${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = (field: DetailField) => (errors[field] ? true : undefined);
  const fieldError = (field: DetailField) =>
    errors[field] ? (
      <p className="field__error" id={`${field}-error`}>
        {errors[field]}
      </p>
    ) : null;

  const summary = DETAIL_FIELDS.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });

  return (
    <div className="container booking">
      <PageMeta
        title={`Your details: ${type.name}`}
        description={`Tell us who is coming to ${type.name}: number of guests, contact details and experience.`}
      />
      <BookingSteps current={3} />
      <h1 className="page-title">Your details</h1>
      <p className="lede">{type.name}</p>

      {summary.length > 0 && <ErrorSummary problems={summary} />}

      <form noValidate onSubmit={submit} className="booking__section">
        <div className="field">
          <label className="field__label" htmlFor="guests">
            Number of guests
          </label>
          <select
            id="guests"
            name="guests"
            value={guests}
            aria-invalid={invalid('guests')}
            aria-describedby={describedBy('guests')}
            onChange={(e) => change('guests', e.target.value)}
          >
            <option value="">Choose…</option>
            {guestOptions(placesLeft).map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
          {fieldError('guests')}
        </div>

        <p className="price-total" role="status">
          <span className="price-total__label">Total price</span> {formatPrice(total)}
        </p>

        <div className="field booking__form-row">
          <label className="field__label" htmlFor="name">
            Your name
          </label>
          <input
            id="name"
            name="name"
            autoComplete="name"
            value={draft.name}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            onChange={(e) => change('name', e.target.value)}
          />
          {fieldError('name')}
        </div>

        <div className="field">
          <label className="field__label" htmlFor="email">
            Email address
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={draft.email}
            aria-invalid={invalid('email')}
            aria-describedby={describedBy('email')}
            onChange={(e) => change('email', e.target.value)}
          />
          {fieldError('email')}
        </div>

        <div className="field">
          <label className="field__label" htmlFor="mobileNumber">
            Mobile number
          </label>
          <span className="field__hint" id="mobileNumber-hint">
            A UK mobile, for example 07700 900123
          </span>
          <input
            id="mobileNumber"
            name="mobileNumber"
            type="tel"
            autoComplete="tel"
            value={draft.mobileNumber}
            aria-invalid={invalid('mobileNumber')}
            aria-describedby={describedBy('mobileNumber', true)}
            onChange={(e) => change('mobileNumber', e.target.value)}
          />
          {fieldError('mobileNumber')}
        </div>

        <div className="field">
          <label className="field__label" htmlFor="experienceLevel">
            Your experience level
          </label>
          <span className="field__hint" id="experienceLevel-hint">
            This workshop is for: {type.level || 'All Levels'}
          </span>
          <input
            id="experienceLevel"
            name="experienceLevel"
            value={draft.experienceLevel}
            aria-invalid={invalid('experienceLevel')}
            aria-describedby={describedBy('experienceLevel', true)}
            onChange={(e) => change('experienceLevel', e.target.value)}
          />
          {fieldError('experienceLevel')}
        </div>

        <div className="field">
          <label className="field__label" htmlFor="experienceSkills">
            Your skills
          </label>
          {type.skills && (
            <span className="field__hint" id="experienceSkills-hint">
              Skills needed: {type.skills}
            </span>
          )}
          <textarea
            id="experienceSkills"
            name="experienceSkills"
            value={draft.experienceSkills}
            aria-invalid={invalid('experienceSkills')}
            aria-describedby={describedBy('experienceSkills', Boolean(type.skills))}
            onChange={(e) => change('experienceSkills', e.target.value)}
          />
          {fieldError('experienceSkills')}
        </div>

        <div className="booking__checkbox-group">
          <label className="checkbox">
            <input
              id="experienceConfirmed"
              name="experienceConfirmed"
              type="checkbox"
              checked={draft.experienceConfirmed}
              aria-invalid={invalid('experienceConfirmed')}
              aria-describedby={describedBy('experienceConfirmed')}
              onChange={(e) => change('experienceConfirmed', e.target.checked)}
            />
            <span>
              All participants have the skills required and meet the experience level needed for
              this workshop
            </span>
          </label>
          {fieldError('experienceConfirmed')}
        </div>

        <div className="booking__actions">
          <button
            type="button"
            className="button"
            onClick={() => void navigate(paths.bookingDateTimeSummary)}
          >
            Back
          </button>
          <button type="submit" className="button button--primary">
            Next
          </button>
        </div>
      </form>
    </div>
  );
}
