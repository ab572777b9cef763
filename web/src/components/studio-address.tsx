import { site } from '../config/site';

/** The studio's postal address, one line each. */
export function StudioAddress() {
  return (
    <address>
      {site.address.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}
