import { Link } from '../link';
import { PageMeta } from '../page-meta';
import { paths } from '../../config/paths';
import { SignOutButton } from './sign-out-button';

export function NoAccess({ email }: { email: string }) {
  return (
    <div className="container stack">
      <PageMeta title="No access" description="This account cannot use the studio admin pages." />
      <h1 className="page-title">No access</h1>
      <div className="alert alert--error" role="alert">
        <p className="alert__title">You do not have access to the studio admin pages.</p>
        <p>
          You are signed in as <strong>{email || 'an account without an email'}</strong>, which is
          not a studio admin. Ask the studio owner to give this account admin access, or sign out
          and sign in with an admin account.
        </p>
      </div>
      <div className="cluster">
        <SignOutButton className="button button--primary" />
        <Link className="button" to={paths.home}>
          Back to the website
        </Link>
      </div>
    </div>
  );
}
