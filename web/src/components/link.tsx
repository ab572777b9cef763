import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

// The site's links: anchors that React Router navigates, built on its own hooks (`useHref`,
// `useLinkClickHandler`) as its docs show for custom links. React Router's `Link` also carries
// what the site never uses (route-module prefetching, view transitions, discovery for its
// framework mode), about 3 KB gzip of every visitor's first view (docs/decisions/0028).

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
}

/** An in-site link: a real `<a href>` (it works before the app starts), navigated in the app. */
export function Link({ to, replace, onClick, target, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on this very path, not on the paths below it. */
  end?: boolean;
}

/** Whether a link to `to` names the current page (React Router's NavLink rule, case-insensitive). */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  const below = target.endsWith('/') ? target : `${target}/`;
  return !end && target !== '/' && here.startsWith(below);
}

/** A menu link: `aria-current="page"` while its page (or, without `end`, one below it) shows. */
export function NavLink({ end, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(link.to).pathname;
  return (
    <Link {...link} aria-current={isCurrentPath(pathname, target, end) ? 'page' : undefined} />
  );
}
