import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { paths } from '../config/paths';
import { desktopNav, mobileNav, site } from '../config/site';
import { useSession } from '../lib/session';

export function SiteHeader() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const logo = session.isAdmin ? '/images/logo-admin.svg' : '/images/logo.svg';

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={session.isAdmin ? paths.admin.home : paths.home} className="site-logo-link">
          <img
            className="site-logo"
            src={logo}
            alt={`${site.name}${session.isAdmin ? ' admin' : ''} home`}
            width={220}
            height={64}
          />
          <img
            className="site-logo--mobile"
            src="/images/logo-mobile.svg"
            alt={`${site.name} home`}
            width={48}
            height={48}
          />
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {desktopNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">Menu</span>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
            <path
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <nav id={menuId} className="mobile-menu" aria-label="Mobile" hidden={!menuOpen}>
        <ul>
          {mobileNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} onClick={() => setMenuOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
