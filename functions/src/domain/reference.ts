// A booking's short reference (docs/product.md#self-service): 8 symbols from an alphabet with
// no look-alikes (no 0/O, 1/I/L), in two groups: "7K3Q-PXW2". About 40 random bits, so one
// reference says nothing about another; uniqueness is checked when it is stored.

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

type RandomBytes = (n: number) => Uint8Array;

const cryptoBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

export function newReference(random: RandomBytes = cryptoBytes): string {
  const n = REFERENCE_ALPHABET.length;
  // Bytes at or above the largest multiple of n are skipped, so every symbol is equally likely.
  const limit = 256 - (256 % n);
  let out = '';
  while (out.length < 8) {
    for (const byte of random(16)) {
      if (byte < limit && out.length < 8) out += REFERENCE_ALPHABET[byte % n];
    }
  }
  return `${out.slice(0, 4)}-${out.slice(4)}`;
}

/** What a visitor types: any case, spaces or no dash. */
export function normaliseReference(text: string): string {
  const compact = text.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return compact.length === 8 ? `${compact.slice(0, 4)}-${compact.slice(4)}` : text.trim();
}
