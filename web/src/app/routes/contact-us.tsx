import { PageMeta } from '../../components/page-meta';
import { site } from '../../config/site';

export default function ContactUsRoute() {
  return (
    <div className="container">
      <PageMeta
        title="Contact us"
        description="Get in touch with The Yarn Loft: email, phone and how to find the studio in Hebden Bridge. Questions about workshops, group bookings and gift vouchers welcome."
      />
      <h1 className="page-title">Contact us</h1>
      <p className="lede">
        Questions about a workshop, a private group session or a gift voucher? We would love to hear
        from you.
      </p>
      <div className="grid contact-grid">
        <section className="card contact-card" aria-labelledby="contact-email">
          <div className="card__body">
            <h2 id="contact-email" className="card__title">
              Email
            </h2>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className="muted">We reply within two working days.</p>
          </div>
        </section>
        <section className="card contact-card" aria-labelledby="contact-phone">
          <div className="card__body">
            <h2 id="contact-phone" className="card__title">
              Phone
            </h2>
            <p>
              <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            </p>
            <p className="muted">Tuesday to Saturday, 10am to 4pm.</p>
          </div>
        </section>
        <section className="card contact-card" aria-labelledby="contact-visit">
          <div className="card__body">
            <h2 id="contact-visit" className="card__title">
              Visit
            </h2>
            <address>
              {site.address.map((line) => (
                <span key={line} className="address-line">
                  {line}
                </span>
              ))}
            </address>
            <p className="muted">Step-free access; on-street parking on Mill Lane.</p>
          </div>
        </section>
      </div>
      <section className="section" aria-labelledby="contact-social">
        <h2 id="contact-social" className="section__title">
          Follow along
        </h2>
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
      </section>
    </div>
  );
}
