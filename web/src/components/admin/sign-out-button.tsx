import { useState } from 'react';

interface SignOutButtonProps {
  className?: string;
}

/** Loads the auth module only when clicked, so it can sit in the visitor shell too. */
export function SignOutButton({ className = 'button button--ghost' }: SignOutButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function signOut() {
    setBusy(true);
    setFailed(false);
    try {
      const auth = await import('../../lib/auth');
      await auth.signOut();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        aria-busy={busy}
        onClick={() => void signOut()}
      >
        Sign out
      </button>
      {failed && (
        <span role="alert" className="field__error">
          Signing out failed. Try again.
        </span>
      )}
    </>
  );
}
