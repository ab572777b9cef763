import { useStudio } from '../lib/studio';

/** The studio's postal address, one line each. */
export function StudioAddress() {
  const { addressLines } = useStudio();
  if (addressLines.length === 0) return null;
  return (
    <address>
      {addressLines.map((line) => (
        <span key={line} className="address-line">
          {line}
        </span>
      ))}
    </address>
  );
}

/** The studio's map link, when it has one (opens in a new tab). */
export function StudioMapLink() {
  const { mapUrl } = useStudio();
  if (!mapUrl) return null;
  return (
    <p>
      <a href={mapUrl} rel="noopener noreferrer" target="_blank">
        Map and directions<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
