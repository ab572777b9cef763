import type { ReactNode } from 'react';
import { Page, Section } from '../../components/page';
import { StudioAddress } from '../../components/studio-address';
import { site } from '../../config/site';

const ways: { id: string; title: string; how: ReactNode; note: string }[] = [
  {
    id: 'contact-email',
    title: 'Email',
    how: (
      <p>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </p>
    ),
    note: 'We reply within two working days.',
  },
  {
    id: 'contact-phone',
    title: 'Phone',
    how: (
      <p>
        <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
      </p>
    ),
    note: 'Tuesday to Saturday, 10am to 4pm.',
  },
  {
    id: 'contact-visit',
    title: 'Visit',
    how: <StudioAddress />,
    note: 'Step-free access; on-street parking on Mill Lane.',
  },
];

export default function ContactUsRoute() {
  return (
    <Page
      title="Contact us"
      description="Get in touch with The Yarn Loft: email, phone and how to find the studio in Hebden Bridge. Questions about workshops, group bookings and gift vouchers welcome."
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
              <p className="muted">{note}</p>
            </div>
          </section>
        ))}
      </div>
      <Section id="contact-social" title="Follow along">
        <p>
          See what is on the tables this week on{' '}
          {site.social.map((s, i) => (
            <span key={s.name}>
              {i > 0 && ' and '}
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                {s.name}
              </a>
            </span>
          ))}
          .
        </p>
      </Section>
    </Page>
  );
}
