import { Navigate } from 'react-router';
import { paths } from '../config/paths';
import { adminRoutes } from './admin-routes';
import { SiteRoutes, withLazyElements } from './site-routes';

// The staff pages' route table, in a chunk of its own: a visitor's first view carries none of
// it (about 2 KB gzip of paths and loaders). The site's table renders it for any path that is
// not a visitor page; a path that is not a staff page either goes home.
const routes = withLazyElements([
  ...adminRoutes,
  { path: '*', element: <Navigate to={paths.home} replace /> },
]);

export default function StaffRoutes() {
  return <SiteRoutes routes={routes} />;
}
