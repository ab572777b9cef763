import { lazy, Suspense } from 'react';
import { Link } from '../../../components/link';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminLinkGroups } from '../../../config/admin-links';

// The charts and their library load after the links, on this staff page only.
const Dashboard = lazy(() => import('../../../features/dashboard/admin/dashboard'));

const headingId = (heading: string) =>
  `admin-group-${heading.toLowerCase().replace(/[^a-z]+/g, '-')}`;

export default function AdminHome() {
  return (
    <AdminPage title="Studio admin" lede="What would you like to do?">
      <div className="stack stack--l">
        <Suspense fallback={<p className="muted">Loading the dashboard…</p>}>
          <Dashboard />
        </Suspense>
        {adminLinkGroups.map((group) => (
          <section
            key={group.heading}
            className="admin-group"
            aria-labelledby={headingId(group.heading)}
          >
            <h2 id={headingId(group.heading)} className="admin-group__heading">
              {group.heading}
            </h2>
            <ul className="admin-grid">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className="card admin-tile" to={link.to}>
                    {link.label}
                    <small>{link.description}</small>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </AdminPage>
  );
}
