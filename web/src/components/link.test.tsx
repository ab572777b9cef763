import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isCurrentPath, Link, NavLink } from './link';

const at = (location: string, element: React.ReactNode) =>
  renderToStaticMarkup(<StaticRouter location={location}>{element}</StaticRouter>);

describe('isCurrentPath (React Router’s NavLink rule)', () => {
  it('marks the page itself, and the pages below it unless the link ends there', () => {
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/workshop_description/amigurumi', '/workshop_description')).toBe(true);
    expect(isCurrentPath('/workshop_description/amigurumi', '/workshop_description', true)).toBe(
      false,
    );
  });

  it('never marks a page whose path only starts with the same letters', () => {
    expect(isCurrentPath('/about_us', '/about')).toBe(false);
    expect(isCurrentPath('/add_workshop', '/add_workshop_type')).toBe(false);
  });

  it('marks the home link on the home page only', () => {
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/about', '/')).toBe(false);
    expect(isCurrentPath('/about', '/', true)).toBe(false);
  });

  it('ignores letter case, as React Router does', () => {
    expect(isCurrentPath('/About', '/about', true)).toBe(true);
  });
});

describe('Link and NavLink', () => {
  it('render a real anchor to the path, with the props they are given', () => {
    const html = at(
      '/',
      <Link to="/book_a_workshop" className="button" aria-label="Book">
        Book
      </Link>,
    );
    expect(html).toBe('<a class="button" aria-label="Book" href="/book_a_workshop">Book</a>');
  });

  it('resolve a relative path and a search from the current page', () => {
    expect(at('/audit_log', <Link to={{ search: '?target=b1' }}>Entries</Link>)).toContain(
      'href="/audit_log?target=b1"',
    );
  });

  it('mark the current page with aria-current="page", and only that link', () => {
    const html = at(
      '/about',
      <>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/about">About</NavLink>
      </>,
    );
    expect(html).toBe('<a href="/">Home</a><a aria-current="page" href="/about">About</a>');
  });
});
