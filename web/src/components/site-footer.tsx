import type { ReactNode } from 'react';
import { Link } from './link';
import { paths } from '../config/paths';
import { telHref, useStudio } from '../lib/studio';
import { StudioAddress, StudioMapLink } from './studio-address';

/** The icons the site has; another network shows as its name. */
const SOCIAL_ICONS: Record<string, string> = {
  instagram: '/images/instagram.svg',
  facebook: '/images/facebook.svg',
};

/** `cookieSettings` reopens the cookie choice (the layout passes the consent feature's button). */
export function SiteFooter({ cookieSettings }: { cookieSettings?: ReactNode }) {
  const studio = useStudio();
  const hasVisit = studio.addressLines.length > 0 || studio.openingHours !== '';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {hasVisit && (
          <section aria-labelledby="footer-visit">
            <h2 id="footer-visit">Visit the studio</h2>
            <StudioAddress />
            {studio.openingHours && <p className="site-footer__hours">{studio.openingHours}</p>}
            <StudioMapLink />
          </section>
        )}
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
        {(studio.social.length > 0 || studio.email || studio.phone) && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow">{studio.social.length > 0 ? 'Follow us' : 'Get in touch'}</h2>
            {studio.social.length > 0 && (
              <ul className="social-links">
                {studio.social.map((s) => {
                  const icon = SOCIAL_ICONS[s.name.trim().toLowerCase()];
                  return (
                    <li key={`${s.name} ${s.url}`}>
                      <a
                        href={s.url}
                        aria-label={`${s.name} (opens in a new tab)`}
                        className={icon ? undefined : 'social-links__text'}
                        rel="noopener noreferrer"
                        target="_blank"
                      >
                        {icon ? (
                          <img src={icon} alt="" width={24} height={24} loading="lazy" />
                        ) : (
                          s.name
                        )}
                      </a>
                    </li>
                  );
                })}
              </ul>
            )}
            {studio.email && (
              <p className="site-footer__contact">
                <a href={`mailto:${studio.email}`}>{studio.email}</a>
              </p>
            )}
            {studio.phone && (
              <p className="site-footer__contact">
                <a href={telHref(studio.phone)}>{studio.phone}</a>
              </p>
            )}
          </section>
        )}
        <p className="site-footer__small">
          {studio.name && <>© {studio.name} · </>}
          <Link to={paths.termsAndConditions}>Terms and Conditions</Link> ·{' '}
          <Link to={paths.about}>About us</Link>
          {cookieSettings && <> · {cookieSettings}</>}
        </p>
      </div>
    </footer>
  );
}
