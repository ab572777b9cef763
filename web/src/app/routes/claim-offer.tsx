import type { BookingAnswer } from '@domain/contracts/bookings';
import type { OfferView } from '@domain/waitlist';
import { claimOfferSchema, NEWSLETTER_BOX } from '@domain/booking';
import { newBookingId } from '@domain/ids';
import { formatPrice } from '@domain/price';
import { places, workshopDateLabel } from '@domain/wording';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CheckboxField } from '../../components/form/checkbox-field';
import { Form } from '../../components/form/form';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useForm } from '../../components/form/use-form';
import { Page } from '../../components/page';
import { TextSkeleton } from '../../components/page-skeleton';
import { QueryView } from '../../components/query-view';
import { SummaryList } from '../../components/summary-list';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { londonDeadline } from '@domain/clock';
import { useNoIndex } from '../../lib/use-no-index';
import { claimOffer } from '../../features/bookings/api/claim-offer';
import { useOffer } from '../../features/bookings/api/get-offer';
import { timeLabel } from '../../features/bookings/booking-format';
import { type DetailsDraft, writeConfirmation } from '../../features/bookings/booking-state';
import { logPurchase } from '../../features/bookings/booking-analytics';
import { BookingSection } from '../../features/bookings/components/booking-section';
import { ContactFields } from '../../features/bookings/components/contact-fields';
import { InvalidLink, OfferGone } from '../../features/bookings/components/link-problems';
import { TermsHint } from '../../features/bookings/components/terms-hint';
import '../../features/bookings/booking.css';

/** /claim_offer/:token: books the places a waiting-list offer holds for the visitor. */
export default function ClaimOfferPage() {
  const { token = '' } = useParams();
  useNoIndex();
  const query = useOffer(token);
  // A claim refused as gone (410) after the offer was shown.
  const [goneType, setGoneType] = useState<string>();

  if (query.status === 'error' && query.error.status === 404) return <InvalidLink />;
  if (query.status === 'error' && query.error.status === 410) return <OfferGone />;
  if (goneType !== undefined) return <OfferGone workshopType={goneType} />;
  return (
    <Page
      title="Book your held places"
      description="Book the places the waiting list is holding for you at the studio."
      className="booking"
    >
      <QueryView query={query} what="your offer" placeholder={<TextSkeleton lines={6} title />}>
        {(offer) => (
          <ClaimOffer token={token} offer={offer} onGone={() => setGoneType(offer.workshopType)} />
        )}
      </QueryView>
    </Page>
  );
}

/** The booking details form without the guests (the offer fixes them), then the two ticks. */
type ClaimValues = Omit<DetailsDraft, 'guests'> & {
  newsletterSignup: boolean;
  termsAccepted: boolean;
};

function ClaimOffer({
  token,
  offer,
  onGone,
}: {
  token: string;
  offer: OfferView;
  onGone: () => void;
}) {
  const navigate = useNavigate();
  // One id for every try, so a retry after a lost answer books once.
  const [id] = useState(newBookingId);
  const deadline = londonDeadline(offer.expiresAt);
  const form = useForm({
    initial: (): ClaimValues => ({
      name: offer.name,
      email: offer.email,
      mobileNumber: offer.mobileNumber ?? '',
      experienceLevel: '',
      experienceSkills: '',
      experienceConfirmed: false,
      newsletterSignup: false,
      termsAccepted: false,
    }),
    validate: (values: ClaimValues) => claimOfferSchema.safeParse({ ...values, id }),
    submit: async (body) => {
      try {
        return await claimOffer(token, body);
      } catch (err) {
        if (err instanceof ApiError && err.status === 410) onGone();
        throw err;
      }
    },
    onSuccess: (saved: BookingAnswer) => {
      writeConfirmation(saved);
      logPurchase(saved.booking, saved.reference);
      void navigate(paths.checkout);
      return { message: 'Your places are booked.' };
    },
  });

  return (
    <>
      <p className="lede">{offer.workshopName}</p>
      <BookingSection id="offer-title" title="The places held for you">
        <SummaryList
          rows={[
            ['Workshop', offer.workshopName],
            ['Date', workshopDateLabel(offer.date)],
            ['Time', timeLabel(offer.date.time)],
            ['Places', places(offer.guests)],
            ['Price per person', formatPrice(offer.unitPrice)],
            ['Total price', formatPrice(offer.totalPrice)],
            ['Book by', deadline],
          ]}
        />
        <p>
          We hold {offer.guests === 1 ? 'this place' : 'these places'} for you until {deadline}.
          After that {offer.guests === 1 ? 'it goes' : 'they go'} to the next person in line.
        </p>
      </BookingSection>

      <BookingSection id="details-title" title="Your details">
        <Form form={form} submit="Book my places">
          <ContactFields
            name={form.field('name')}
            email={form.field('email')}
            mobile={form.field('mobileNumber')}
          />
          <TextField label="Your experience level" {...form.field('experienceLevel')} />
          <TextAreaField label="Your skills" {...form.field('experienceSkills')} />
          <CheckboxField
            label="All participants have the skills required and meet the experience level needed for this workshop"
            {...form.checkbox('experienceConfirmed')}
          />
          <CheckboxField
            label={NEWSLETTER_BOX.label}
            {...form.checkbox('newsletterSignup')}
            hint={NEWSLETTER_BOX.hint}
          />
          <CheckboxField
            label="I accept the Terms and Conditions"
            hint={<TermsHint />}
            {...form.checkbox('termsAccepted')}
          />
        </Form>
      </BookingSection>
    </>
  );
}
