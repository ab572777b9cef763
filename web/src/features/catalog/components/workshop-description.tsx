import type { WorkshopWithSessions } from '@domain/contracts/catalog';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { courseSessions } from '@domain/course';
import { LoadError } from '../../../components/load-error';
import { TextSkeleton } from '../../../components/page-skeleton';
import { QueryView } from '../../../components/query-view';
import { PageMeta } from '../../../components/page-meta';
import { SummaryList } from '../../../components/summary-list';
import { bookingStartFor, paths } from '../../../config/paths';
import { useWorkshopType } from '../api/workshop-type';
import { NO_DATES } from '../../../config/messages';
import { bookablePlaces } from '@domain/places';
import { craftOf, placesLabel, sessionLabel } from '../workshop-format';

interface WorkshopDescriptionProps {
  id: string;
  /** Starts the booking flow for this type (the route wires it to the booking feature). */
  onBook: (workshop: WorkshopWithSessions) => void;
  /** Extra sections for special types, placed after the long description. */
  extras?: ReactNode;
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n|\n/)
    .map((p) => p.trim())
    .filter(Boolean);

function BackLink() {
  return (
    <p className="back-link">
      <Link className="link-action" to={paths.bookAWorkshop}>
        ← All Workshops & Courses
      </Link>
    </p>
  );
}

function DescriptionSkeleton() {
  return (
    <div className="workshop-hero" aria-hidden="true">
      <span className="skeleton skeleton--image workshop-hero__image" />
      <TextSkeleton title lines={3} className="workshop-hero__text" />
    </div>
  );
}

function NotFound() {
  return (
    <div className="empty-state">
      <PageMeta
        title="Workshop not found"
        description="This workshop is not on offer at the moment. See every workshop and course at the studio."
      />
      <img src="/images/placeholder.svg" alt="" width={400} height={300} />
      <h1 className="empty-state__title">We couldn't find that workshop</h1>
      <p>It may have finished or moved. Have a look at what is on offer now.</p>
      <Link className="button button--primary" to={paths.bookAWorkshop}>
        See all workshops
      </Link>
    </div>
  );
}

function CourseSchedule({ workshop }: { workshop: WorkshopWithSessions }) {
  const first = workshop.sessions[0];
  const interval = workshop.courseInterval || 7;
  const when = [workshop.dates?.days, workshop.dates?.time && `at ${workshop.dates.time}`]
    .filter(Boolean)
    .join(' ');
  const dates = first ? courseSessions(first.date_of_workshop, workshop.courseDates, interval) : [];
  const topics = workshop.workshopSessions?.filter(Boolean) ?? [];
  return (
    <section className="section workshop-section" aria-labelledby="course-schedule">
      <h2 id="course-schedule">Course schedule</h2>
      <p>
        {workshop.courseDates} sessions, {interval === 7 ? 'one a week' : `every ${interval} days`}
        {when && `, ${when}`}.
      </p>
      {topics.length > 0 && (
        <ol className="course-topics">
          {topics.map((topic, i) => (
            <li key={i}>
              <span className="course-topics__week">Session {i + 1}</span> {topic}
            </li>
          ))}
        </ol>
      )}
      {first && dates.length > 0 && (
        <>
          <h3 className="workshop-section__subtitle">
            Session dates for the course starting {sessionLabel(first)}
          </h3>
          <ul className="session-dates" role="list">
            {dates.map((d) => (
              <li key={d.ms}>
                {d.label}, {first.time}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Booking({ workshop, onBook }: { workshop: WorkshopWithSessions; onBook: () => void }) {
  if (workshop.comingSoon) {
    return (
      <div className="booking-box">
        <p className="booking-box__status">
          <span className="badge badge--soon">Coming Soon</span>
        </p>
        <p>
          We are putting the finishing touches to this one.{' '}
          <Link to={paths.contactUs}>Get in touch</Link> to hear when dates are announced.
        </p>
      </div>
    );
  }
  if (workshop.sessions.length === 0) {
    return (
      <div className="booking-box">
        <p className="booking-box__empty">{NO_DATES}</p>
        <p>
          <Link to={paths.contactUs}>Contact us</Link> and we will let you know when new dates are
          added.
        </p>
      </div>
    );
  }
  // Real links, so a tap before the app has started still starts the booking (the start page
  // reads the workshop, and the date, from the address); once the app runs, onBook hands the
  // workshop over first.
  return (
    <div className="booking-box">
      <Link
        className="button button--primary button--block"
        to={bookingStartFor(workshop.id)}
        onClick={onBook}
      >
        Book a place
      </Link>
      <h2 className="booking-box__title">Next dates</h2>
      <ul className="booking-box__dates" role="list">
        {workshop.sessions.slice(0, 6).map((s) => {
          const full = bookablePlaces(s) === 0;
          const content = (
            <>
              <span className="booking-box__date">{sessionLabel(s)}</span>{' '}
              <span className={full ? 'badge badge--full' : 'badge'}>{placesLabel(s)}</span>
            </>
          );
          return (
            <li key={s.id}>
              {full ? (
                <span className="booking-box__row">{content}</span>
              ) : (
                <Link
                  className="booking-box__row booking-box__row--link"
                  to={bookingStartFor(workshop.id, s.id)}
                  onClick={onBook}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Link className="button button--block" to={bookingStartFor(workshop.id)} onClick={onBook}>
        See all Upcoming Dates
      </Link>
    </div>
  );
}

export function WorkshopDescription({ id, onBook, extras }: WorkshopDescriptionProps) {
  return (
    <QueryView
      query={useWorkshopType(id)}
      what="the workshop"
      placeholder={<DescriptionSkeleton />}
      error={(error, retry) =>
        error.status === 404 ? (
          <NotFound />
        ) : (
          <>
            <PageMeta title="Workshop" description="Workshop details at the studio." />
            <BackLink />
            <h1 className="page-title">Workshop details</h1>
            <LoadError what="this workshop" error={error} onRetry={retry} />
          </>
        )
      }
    >
      {(data) => <Description data={data} onBook={onBook} extras={extras} />}
    </QueryView>
  );
}

function Description({
  data,
  onBook,
  extras,
}: Omit<WorkshopDescriptionProps, 'id'> & { data: WorkshopWithSessions }) {
  const workshop = { ...data, sessions: data.sessions ?? [] };
  return (
    <>
      <PageMeta
        title={workshop.name}
        description={
          workshop.description ||
          `${workshop.name}: a ${(workshop.level || 'friendly').toLowerCase()} workshop at the studio.`
        }
        image={workshop.image || '/images/placeholder.svg'}
      />
      {/* The events name the studio as organizer and place: written once its details are in. */}
      <BackLink />
      <article className="workshop" aria-labelledby="workshop-title">
        <div className="workshop-hero">
          <img
            className="workshop-hero__image"
            src={workshop.image || '/images/placeholder.svg'}
            alt=""
            width={400}
            height={300}
            fetchPriority="high"
          />
          <div className="workshop-hero__text">
            <p className="eyebrow">
              {craftOf(workshop)}
              {workshop.isCourse ? ' course' : ''}
            </p>
            <h1 id="workshop-title" className="page-title">
              {workshop.name}
            </h1>
            {workshop.description && <p className="lede">{workshop.description}</p>}
            <SummaryList
              className="summary workshop-facts"
              rows={[
                workshop.level && [
                  'Level',
                  <span className="badge badge--level">{workshop.level}</span>,
                ],
                [
                  'Price',
                  `${workshop.price}${workshop.isCourse ? ' for the whole course' : ' per person'}`,
                ],
                workshop.duration && ['Duration', workshop.duration],
                workshop.skills && ['Skills', workshop.skills],
              ]}
            />
          </div>
          <Booking workshop={workshop} onBook={() => onBook(workshop)} />
        </div>

        {workshop.longDescription && (
          <section className="section workshop-section" aria-labelledby="about-workshop">
            <h2 id="about-workshop">About this {workshop.isCourse ? 'course' : 'workshop'}</h2>
            {paragraphs(workshop.longDescription).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        )}
        {workshop.isCourse && <CourseSchedule workshop={workshop} />}
        {extras}
        {workshop.notes && (
          <section className="section workshop-section" aria-labelledby="workshop-notes">
            <h2 id="workshop-notes">Notes</h2>
            {paragraphs(workshop.notes).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </section>
        )}
      </article>
    </>
  );
}
