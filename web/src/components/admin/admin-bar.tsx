import { NavLink } from '../link';
import { adminPaths } from '../../config/admin-paths';
import { adminNav } from '../../config/admin-links';
import { SignOutButton } from './sign-out-button';

export function AdminBar({ email }: { email: string }) {
  return (
    <div className="admin-bar no-print">
      <nav className="admin-bar__nav" aria-label="Admin">
        <ul className="cluster">
          {adminNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === adminPaths.home}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-bar__user cluster">
        <span className="muted">
          Signed in as <strong>{email}</strong>
        </span>
        <SignOutButton />
      </div>
    </div>
  );
}
