export const ID_PATTERN = /^[A-Za-z0-9-]{6,64}$/;

interface UuidSource {
  randomUUID?: () => string;
}

// randomUUID is missing outside secure contexts (plain http) and in older browsers.
export function newBookingId(source: UuidSource | undefined = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  return `${Date.now()}-${Math.random().toString(36).slice(2, 10).padEnd(8, '0')}`;
}
