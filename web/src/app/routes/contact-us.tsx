import type { ReactNode } from 'react';
import { Page, Section } from '../../components/page';
import { StudioAddress, StudioMapLink } from '../../components/studio-address';
import { atStudio, telHref, useStudio } from '../../lib/studio';

export default function ContactUsRoute() {
  const studio = useStudio();
  // Only the ways the studio has filled in (docs/product.md#site-content).
  const ways: { id: string; title: string; how: ReactNode; note?: string }[] = [];
  if (studio.email) {
    ways.push({
      id: 'contact-email',
      title: 'Email',
      how: (
        <p>
          <a href={`mailto:${studio.email}`}>{studio.email}</a>
        </p>
      ),
      note: 'We reply within two working days.',
    });
  }
  if (studio.phone) {
    ways.push({
      id: 'contact-phone',
      title: 'Phone',
      how: (
        <p>
          <a href={telHref(studio.phone)}>{studio.phone}</a>
        </p>
      ),
    });
  }
  if (studio.addressLines.length > 0 || studio.openingHours) {
    ways.push({
      id: 'contact-visit',
      title: 'Visit',
      how: (
        <>
          <StudioAddress />
          <StudioMapLink />
        </>
      ),
      note: studio.openingHours || undefined,
    });
  }
  return (
    <Page
      title="Contact us"
      description={`Get in touch${atStudio(studio)}: email, phone and how to find the studio. Questions about workshops, group bookings and gift vouchers welcome.`}
      lede="Questions about a workshop, a private group session or a gift voucher? We would love to hear from you."
    >
      <div className="grid contact-grid">
        {ways.map(({ id, title, how, note }) => (
          <section key={id} className="card contact-card" aria-labelledby={id}>
            <div className="card__body">
              <h2 id={id} className="card__title">
                {title}
              </h2>
              {how}
              {note && <p className="muted">{note}</p>}
            </div>
          </section>
        ))}
      </div>
      {studio.social.length > 0 && (
        <Section id="contact-social" title="Follow along">
          <p>
            See what is on the tables this week on{' '}
            {studio.social.map((s, i) => (
              <span key={`${s.name} ${s.url}`}>
                {i > 0 && (i === studio.social.length - 1 ? ' and ' : ', ')}
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </span>
            ))}
            .
          </p>
        </Section>
      )}
    </Page>
  );
}
