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
