import { describe, expect, it } from 'vitest';
import {
  newReference,
  normaliseReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
} from './reference.js';

describe('booking references', () => {
  it('are two groups of four unambiguous symbols', () => {
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('skip biased bytes and use every symbol', () => {
    const bytes = [255, 248, ...Array.from({ length: 14 }, (_, i) => i)];
    expect(newReference(() => Uint8Array.from(bytes))).toBe('2345-6789');
    const seen = new Set([...Array(300)].flatMap(() => [...newReference().replace('-', '')]));
    expect(seen.size).toBe(REFERENCE_ALPHABET.length);
  });

  it('read what a visitor types', () => {
    expect(normaliseReference(' 7k3q pxw2 ')).toBe('7K3Q-PXW2');
    expect(normaliseReference('7K3Q-PXW2')).toBe('7K3Q-PXW2');
  });
});
