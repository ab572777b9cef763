import { Link } from 'react-router';
import { paths } from '../config/paths';
import { site } from '../config/site';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <p className="site-footer__name">{site.name}</p>
        <ul className="social-links" aria-label="Follow us">
          {site.social.map((s) => (
            <li key={s.name}>
              <a href={s.href} rel="noopener noreferrer" target="_blank">
                <img src={s.icon} alt="" width={24} height={24} />
                <span>{s.name}</span>
              </a>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.termsAndConditions}>Terms and Conditions</Link> ·{' '}
          <Link to={paths.contactUs}>Contact us</Link>
        </p>
      </div>
    </footer>
  );
}
