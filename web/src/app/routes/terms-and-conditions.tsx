import type { ReactNode } from 'react';
import { Link } from '../../components/link';
import { CancellationPolicy } from '../../components/cancellation-policy';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { type StudioDetails } from '@domain/studio-details';
import { useStudio } from '../../lib/studio';
import { RETENTION_STATEMENTS } from '@domain/retention';

const sections = (studio: StudioDetails): { id: string; title: string; body: ReactNode }[] => [
  {
    id: 'bookings',
    title: 'Bookings and payment',
    body: (
      <>
        <p>
          A booking holds your places on the date you chose. After booking you will see payment
          instructions and receive them by email; please pay using the link provided. Prices are per
          person unless a course price says it covers the whole course, and include all materials.
        </p>
        <p>
          By ticking the experience box when you book, you confirm that everyone in your booking has
          the skills and experience level the workshop asks for.
        </p>
      </>
    ),
  },
  {
    id: 'cancellations',
    title: 'Cancellation policy',
    body: (
      <>
        <CancellationPolicy />
        <p>
          To cancel or move a booking, use the “Manage your booking” link in your confirmation
          email, or <Link to={paths.contactUs}>contact us</Link> by email or phone. If we ever have
          to cancel a workshop, you will get a full refund or a new date, whichever you prefer.
        </p>
      </>
    ),
  },
  {
    id: 'on-the-day',
    title: 'On the day',
    body: (
      <>
        <p>
          Please <strong>arrive 10 minutes early</strong> so we can start on time. Tea, coffee and
          all materials are provided. The studio has step-free access; tell us in advance if you
          need anything to make your visit easier.
        </p>
      </>
    ),
  },
  {
    id: 'data-policy',
    title: 'Data policy',
    body: (
      <>
        <p>We keep only what we need to run your booking, and only for as long as we need it.</p>
        <h3>What we keep and why</h3>
        <ul>
          <li>
            <strong>Your name and email address</strong>: to confirm your booking, send payment
            instructions and a reminder, and contact you if anything changes.
          </li>
          <li>
            <strong>Your mobile number</strong>: only to reach you quickly about your workshop (for
            example if we have to cancel on the day).
          </li>
          <li>
            <strong>Your experience level and skills</strong>: so the tutor can plan the session and
            help everyone at the right pace.
          </li>
          <li>
            <strong>The booking itself</strong> (workshop, date, number of guests, price and whether
            it is paid): to run the workshop and keep our accounts.
          </li>
          <li>
            <strong>A waiting-list place</strong>, if you join one: your name, email address and
            number of guests, to offer you a place that comes free.
          </li>
        </ul>
        <h3>How long we keep it</h3>
        <ul>
          <li>{RETENTION_STATEMENTS.phones}</li>
          <li>{RETENTION_STATEMENTS.emails}</li>
          <li>{RETENTION_STATEMENTS.bookings}</li>
          <li>{RETENTION_STATEMENTS.newsletter}</li>
        </ul>
        <p>
          We never sell or share your details with anyone else. Card payments are handled by our
          payment provider; we never see or store card details.
        </p>
        <h3>Newsletter</h3>
        <p>
          If you tick the newsletter box when booking, we add your email address to our mailing
          list, with when you signed up, from which booking and the wording you agreed to, and send
          you occasional news about new workshops. Every email we send to a signed-up address has an
          unsubscribe link, which takes you off the list at once; or email us at{' '}
          <EmailUs studio={studio} /> and we will remove you.
        </p>
        <h3>Your rights</h3>
        <p>
          You can ask us for a copy of everything we hold about you (we send it to you as a file),
          ask us to correct it, or ask us to erase it, by emailing <EmailUs studio={studio} />.
          Erasing removes your name, email address, phone number and experience notes from your
          bookings, deletes your waiting-list places and newsletter signup, and removes the text of
          the emails we sent you.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          We use one essential cookie, <code>cookie_consent</code>, to remember your cookie choice
          for a year, and your browser's storage to remember that choice, that you have read our
          latest announcement, and the booking you are part-way through (cleared when you close the
          tab).
        </p>
        <p>
          {studio.analyticsId ? (
            <>
              If you choose <strong>Accept all</strong>, we also load Google Analytics, which sets
              its cookies (<code>_ga</code> and <code>_ga_…</code>, kept up to two years) to count
              visits and see which workshops people look for. It is set up for analytics only:
              nothing is used for advertising. Choose <strong>Essential only</strong> and it is
              never loaded. You can change your mind at any time with{' '}
              <strong>Cookie settings</strong> at the foot of every page; withdrawing consent stops
              Google Analytics and removes its cookies.
            </>
          ) : (
            <>
              We use no analytics or advertising cookies. <strong>Cookie settings</strong> at the
              foot of every page shows this notice again.
            </>
          )}
        </p>
      </>
    ),
  },
];

function EmailUs({ studio }: { studio: StudioDetails }) {
  return studio.email ? <a href={`mailto:${studio.email}`}>{studio.email}</a> : <>the studio</>;
}

export default function TermsAndConditionsRoute() {
  const studio = useStudio();
  return (
    <div className="container">
      <PageMeta
        title="Terms and Conditions"
        description={`Booking terms, cancellation policy and data policy${studio.name ? ` of ${studio.name}` : ''}: refunds, rescheduling, what personal data we keep, for how long and why.`}
      />
      <article className="prose">
        <h1 className="page-title">Terms and Conditions</h1>
        <p className="lede">
          The short version: book, pay, come along ten minutes early and enjoy yourself. If plans
          change, tell us as soon as you can.
        </p>
        <nav aria-label="On this page" className="toc">
          <ul>
            {sections(studio).map(({ id, title }) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ul>
        </nav>
        {sections(studio).map(({ id, title, body }) => (
          <section key={id} aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            {body}
          </section>
        ))}
      </article>
    </div>
  );
}
