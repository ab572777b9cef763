import { Fragment } from 'react';

/**
 * An email address as a mailto link that wraps only where a reader expects it: before its "@"
 * and after a dot or hyphen of the domain, never inside a word (unless one word alone is wider
 * than the screen).
 */
export function EmailLink({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return (
    <a className="email-link" href={`mailto:${email}`}>
      {local}
      {domain && <wbr />}
      {domain.split(/(?<=\.)/).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </a>
  );
}
