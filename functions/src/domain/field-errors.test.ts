import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './field-errors.js';

const schema = z.object({
  name: z
    .string()
    .min(2, { error: 'Too short' })
    .regex(/^[a-z]+$/, { error: 'Letters only' }),
  address: z.object({ postcode: z.string({ error: 'Postcode needed' }) }),
  age: z.number({ error: 'Age needed' }),
});

describe('fieldErrors', () => {
  it('keeps the first message of each top-level field', () => {
    const result = schema.safeParse({ name: '1', address: {}, age: 'x' });
    expect(result.error && fieldErrors(result.error)).toEqual({
      name: 'Too short',
      address: 'Postcode needed',
      age: 'Age needed',
    });
  });

  it('leaves out problems with the whole value', () => {
    const result = schema.safeParse('not an object');
    expect(result.error && fieldErrors(result.error)).toEqual({});
  });
});
