import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { AdminBar } from '../../../components/admin/admin-bar';
import { NoAccess } from '../../../components/admin/no-access';
import { useAuthState } from '../../../lib/admin/use-auth-state';
import { useNoIndex } from '../../../lib/use-no-index';
import '../../../components/admin/admin.css';

function Checking() {
  return (
    <div className="container stack" aria-busy="true">
      <p role="status">Checking your sign-in…</p>
      <span className="skeleton skeleton--title" />
      <span className="skeleton skeleton--text" />
    </div>
  );
}

/** Wraps every admin route: only a signed-in admin sees the page (the server checks again). */
export default function AdminLayout() {
  const auth = useAuthState();
  useNoIndex();
  if (auth.status === 'loading') return <Checking />;
  if (auth.status === 'signedOut') return <Navigate to={paths.home} replace />;
  if (!auth.isAdmin) return <NoAccess email={auth.email} />;
  return (
    <div className="container admin">
      <AdminBar email={auth.email} />
      <Suspense fallback={<Checking />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
