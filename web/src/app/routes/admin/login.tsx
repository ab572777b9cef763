import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormStatus } from '../../../components/form/form-status';
import { TextField } from '../../../components/form/text-field';
import { PageMeta } from '../../../components/page-meta';
import { paths } from '../../../config/paths';
import { adminPaths } from '../../../config/admin-paths';
import { useAuthState } from '../../../lib/admin/use-auth-state';
import { useNoIndex } from '../../../lib/use-no-index';
import { sendPasswordReset, SIGN_IN_FAILED, signIn, SignInError } from '../../../lib/auth';
import '../../../components/admin/admin.css';

export default function Login() {
  const auth = useAuthState();
  useNoIndex();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const signingIn = useRef(false);

  // Already signed in when arriving (docs/product.md#screens): back to the site. Signing in here goes to admin home.
  if (auth.status === 'signedIn' && !busy) return <Navigate to={paths.home} replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signingIn.current) return;
    signingIn.current = true;
    setBusy(true);
    setFailure('');
    setNotice('');
    try {
      await signIn(email, password);
      await navigate(adminPaths.home, { replace: true });
    } catch (err) {
      signingIn.current = false;
      setBusy(false);
      console.warn('Sign-in failed', err instanceof SignInError ? err.cause : err);
      setFailure(err instanceof SignInError ? err.message : SIGN_IN_FAILED);
    }
  }

  async function onReset() {
    if (signingIn.current) return;
    setFailure('');
    setNotice('');
    if (!email.trim()) {
      setFailure('Enter your email address, then choose "Reset your password".');
      document.getElementById('login-email')?.focus();
      return;
    }
    signingIn.current = true;
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setNotice(
        `If ${email.trim()} has a staff account, we have emailed it a link to choose a new password.`,
      );
    } catch (err) {
      console.warn('Password reset failed', err instanceof SignInError ? err.cause : err);
      setFailure(err instanceof SignInError ? err.message : SIGN_IN_FAILED);
    } finally {
      signingIn.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="container admin-login">
      <PageMeta title="Sign in" description="Sign in to manage the studio's workshops." />
      <h1 className="page-title">Staff sign in</h1>
      {auth.status === 'loading' ? (
        <div aria-busy="true">
          <p role="status">Checking your sign-in…</p>
          <span className="skeleton skeleton--text" />
        </div>
      ) : (
        <form className="card form-card" onSubmit={(e) => void onSubmit(e)} aria-busy={busy}>
          <FormStatus success={notice} error={failure} />
          <TextField
            label="Email"
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={setEmail}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={setPassword}
          />
          <button
            type="submit"
            className="button button--primary button--block"
            disabled={busy}
            aria-busy={busy}
          >
            Sign in
          </button>
          <p>
            <button
              type="button"
              className="link-button"
              disabled={busy}
              onClick={() => void onReset()}
            >
              Reset your password
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
