import { Link } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';
import { StudioAddress } from './studio-address';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit">Visit the studio</h2>
          <StudioAddress />
        </section>
        <section aria-labelledby="footer-explore">
          <h2 id="footer-explore">Explore</h2>
          <ul>
            <li>
              <Link to={paths.bookAWorkshop}>Workshops & Courses</Link>
            </li>
            <li>
              <Link to={paths.monthlyMeets}>Monthly meets</Link>
            </li>
            <li>
              <Link to={paths.calendar}>What's On</Link>
            </li>
            <li>
              <Link to={paths.contactUs}>Contact us</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow">Follow us</h2>
          <ul className="social-links">
            {site.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  aria-label={`${s.name} (opens in a new tab)`}
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  <img src={s.icon} alt="" width={24} height={24} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
          <p className="site-footer__contact">
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </section>
        <p className="site-footer__small">
          © {site.name} · <Link to={paths.termsAndConditions}>Terms and Conditions</Link> ·{' '}
          <Link to={paths.about}>About us</Link>
        </p>
      </div>
    </footer>
  );
}
