import { describe, expect, it } from 'vitest';
import { bookingDetailsSchema } from './booking.js';
import { joinWaitlistSchema } from './waitlist.js';
import { editBookingSchema } from './admin-booking.js';
import { isPlainLine, isPlainText, UNSAFE_TEXT } from './plain-text.js';

describe('plain text', () => {
  it('takes names in any script, with accents and apostrophes', () => {
    for (const name of ["Siobhán O'Neill", 'Zoë Brontë-Smith', 'محمد علي', '李小龍', 'Ana 🧶']) {
      expect(isPlainLine(name)).toBe(true);
      expect(isPlainText(name)).toBe(true);
    }
  });

  it('refuses control characters and bidi overrides and isolates', () => {
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'evil\u202egnp.exe']) {
      expect(isPlainLine(bad)).toBe(false);
      expect(isPlainText(bad)).toBe(false);
    }
    for (const cp of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(isPlainLine(`a${String.fromCodePoint(cp)}b`)).toBe(false);
    }
  });

  it('lets free text keep line breaks and tabs, but not a name', () => {
    expect(isPlainText('line one\nline two\r\n\tindented')).toBe(true);
    expect(isPlainLine('line one\nline two')).toBe(false);
  });

  it('is part of the forms’ schemas, with their message', () => {
    const details = bookingDetailsSchema().safeParse({ name: 'Visit evil.example\u202e' });
    expect(details.success).toBe(false);
    expect(details.error?.issues.find((i) => i.path[0] === 'name')?.message).toBe(UNSAFE_TEXT);
    const skills = bookingDetailsSchema().safeParse({ experienceSkills: 'x\u0000' });
    expect(skills.error?.issues.find((i) => i.path[0] === 'experienceSkills')?.message).toBe(
      UNSAFE_TEXT,
    );
    const join = joinWaitlistSchema.safeParse({ name: 'a\u0000' });
    expect(join.error?.issues.find((i) => i.path[0] === 'name')?.message).toBe(UNSAFE_TEXT);
    const edit = editBookingSchema.safeParse({ id: 'b1', name: 'a\u2066', notes: 'n\u0007' });
    expect(edit.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', UNSAFE_TEXT],
      ['notes', UNSAFE_TEXT],
    ]);
  });
});
