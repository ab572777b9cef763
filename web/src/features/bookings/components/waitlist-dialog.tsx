import type { ScheduledWorkshop } from '@domain/model';
import { joinWaitlistSchemaFor, WAITLIST_MESSAGES } from '@domain/waitlist';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormError } from '../../../components/form/form-status';
import { SelectField } from '../../../components/form/select-field';
import { useForm } from '../../../components/form/use-form';
import { Modal } from '../../../components/modal';
import { joinWaitlist } from '../api/join-waitlist';
import { logJoinWaitlist } from '../booking-analytics';
import type { DetailsDraft } from '../booking-state';
import { waitlistGuestOptions } from '../waitlist-dates';
import { whatNext } from '../waitlist-wording';
import { ContactFields } from './contact-fields';
import { TermsHint } from './terms-hint';

interface WaitlistDialogProps {
  date: ScheduledWorkshop;
  /** "Saturday 14th March, 10am" */
  when: string;
  workshopName: string;
  /** The places the visitor said they want. */
  guests?: number;
  /** Who is booking, if they already said. */
  details?: Partial<DetailsDraft>;
  onClose: () => void;
}

interface WaitlistValues {
  name: string;
  email: string;
  guests: string;
  mobileNumber: string;
  termsAccepted: boolean;
}

/** Joins a date's waiting list: the same rules and messages as the booking form. */
export default function WaitlistDialog({
  date,
  when,
  workshopName,
  guests,
  details,
  onClose,
}: WaitlistDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [joined, setJoined] = useState<{ guests: number }>();
  const resultRef = useRef<HTMLDivElement>(null);
  const options = waitlistGuestOptions(date);
  const form = useForm({
    initial: (): WaitlistValues => ({
      name: details?.name ?? '',
      email: details?.email ?? '',
      guests: guests && options.includes(guests) ? String(guests) : '',
      mobileNumber: details?.mobileNumber ?? '',
      termsAccepted: false,
    }),
    validate: (values: WaitlistValues) =>
      joinWaitlistSchemaFor(date).safeParse({
        ...values,
        scheduled_workshop_id: date.id,
        guests: values.guests ? Number(values.guests) : undefined,
      }),
    submit: joinWaitlist,
    onSuccess: (_answer, body) => {
      setJoined({ guests: body.guests });
      logJoinWaitlist(date.workshop_type, body.guests);
      return { message: WAITLIST_MESSAGES.joined };
    },
  });

  // The form goes once joined: the visitor continues at what it came to.
  useEffect(() => {
    if (joined) resultRef.current?.focus();
  }, [joined]);

  return (
    <Modal
      titleId={titleId}
      descriptionId={descriptionId}
      className="dialog"
      onDismiss={form.saving ? undefined : onClose}
    >
      <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
        ×
      </button>
      <h2 id={titleId} className="dialog__title">
        Join the waiting list
      </h2>
      <p id={descriptionId}>
        {workshopName}, {when}. If places come free we offer them in the order people joined.
      </p>
      <div ref={resultRef} tabIndex={-1} className="action-result" role="status">
        {joined && (
          <div className="alert alert--success">
            <p className="alert__title">{WAITLIST_MESSAGES.joined}.</p>
            <p>{whatNext(joined.guests)}</p>
            <p>The email has a link to leave the list if plans change.</p>
          </div>
        )}
      </div>
      {joined ? (
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <form
          className="waitlist-form"
          noValidate
          aria-busy={form.saving}
          onSubmit={(e) => void form.onSubmit(e)}
        >
          <FormError error={form.error} />
          <SelectField
            label="Number of guests"
            {...form.field('guests')}
            placeholder="Choose…"
            options={options.map(String)}
          />
          <ContactFields
            name={form.field('name')}
            email={form.field('email')}
            mobile={form.field('mobileNumber')}
          />
          <CheckboxField
            label="I accept the Terms and Conditions"
            hint={<TermsHint />}
            {...form.checkbox('termsAccepted')}
          />
          <div className="dialog__actions">
            <button type="button" className="button" disabled={form.saving} onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={form.saving}
              aria-busy={form.saving}
            >
              Join the waiting list
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
