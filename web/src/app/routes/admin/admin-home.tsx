import { Link } from 'react-router';
import { AdminPage } from '../../../components/admin/admin-page';
import { adminLinks } from '../../../config/admin-links';

export default function AdminHome() {
  return (
    <AdminPage title="Studio admin" lede="What would you like to do?">
      <ul className="admin-grid">
        {adminLinks.map((link) => (
          <li key={link.to}>
            <Link className="card admin-tile" to={link.to}>
              {link.label}
              <small>{link.description}</small>
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
