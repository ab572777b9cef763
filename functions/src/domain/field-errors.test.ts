import { describe, expect, it } from 'vitest';
import { z } from './zod.js';
import { fieldErrors } from './field-errors.js';

const schema = z.object({
  name: z
    .string()
    .min(2, { error: 'Too short' })
    .regex(/^[a-z]+$/, { error: 'Letters only' }),
  address: z.object({ postcode: z.string({ error: 'Postcode needed' }) }),
  links: z.record(z.string(), z.url({ error: 'Bad link' })),
  tags: z.array(z.string({ error: 'Tag text' })),
  age: z.number({ error: 'Age needed' }),
});

describe('fieldErrors', () => {
  it('keeps the first message of each field, keyed by its own name also when nested', () => {
    const result = schema.safeParse({
      name: '1',
      address: {},
      links: { '2': 'nope' },
      tags: ['a', 3],
      age: 'x',
    });
    expect(result.error && fieldErrors(result.error)).toEqual({
      name: 'Too short',
      postcode: 'Postcode needed',
      '2': 'Bad link',
      tags: 'Tag text',
      age: 'Age needed',
    });
  });

  it('leaves out problems with the whole value', () => {
    const result = schema.safeParse('not an object');
    expect(result.error && fieldErrors(result.error)).toEqual({});
  });
});
