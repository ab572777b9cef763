import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from './link';
import { ADMIN_HOME, paths } from '../config/paths';
import { siteNav } from '../config/site';
import { useSession } from '../lib/session';
import { useStudio } from '../lib/studio';

/** The menu as the page shows it: the page's inline script opens it on a tap before the app. */
const menuOpenInPage = (menuId: string) =>
  typeof document !== 'undefined' && document.getElementById(menuId)?.hidden === false;

export function SiteHeader() {
  const session = useSession();
  const studio = useStudio();
  const { pathname } = useLocation();
  const menuId = useId();
  const [menu, setMenu] = useState(() => ({ open: menuOpenInPage(menuId), at: pathname }));
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Following a link (or any navigation) closes the menu.
  const open = menu.open && menu.at === pathname;
  const setOpen = (next: boolean) => setMenu({ open: next, at: pathname });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node))
        setMenu((m) => ({ ...m, open: false }));
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeAndReturn = () => {
    setOpen(false);
    burgerRef.current?.focus();
  };

  return (
    <header
      ref={headerRef}
      className="site-header"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) closeAndReturn();
      }}
    >
      <div className="site-header__inner">
        <Link to={session.isAdmin ? ADMIN_HOME : paths.home} className="site-brand">
          <img
            className="site-logo"
            src={session.isAdmin ? '/images/logo-admin.svg' : '/images/logo.svg'}
            alt={session.isAdmin ? `${studio.name} staff`.trim() : studio.name}
            width={220}
            height={64}
          />
          <img
            className="site-logo site-logo--mobile"
            src="/images/logo-mobile.svg"
            alt=""
            width={48}
            height={48}
          />
          <span className="site-brand__name mobile-only">
            {studio.name}
            {session.isAdmin && <small className="site-brand__staff"> staff</small>}
          </span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {siteNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={burgerRef}
          type="button"
          className="burger"
          aria-label="Menu"
          aria-expanded={open}
          aria-controls={menuId}
          data-menu-toggle=""
          onClick={() => setOpen(!open)}
        />
      </div>
      <nav id={menuId} className="mobile-menu" aria-label="Mobile" hidden={!open}>
        <ul>
          {siteNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === paths.home} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
