import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stripUnknown } from '../../../src/shared/contract/strip-unknown';

const extra = { authentication: 'tok' };
const inner = z.looseObject({ a: z.string() });

describe('stripUnknown', () => {
  it('drops unknown fields of loose objects at any depth, the original kept as it was', () => {
    const loose = z.looseObject({
      list: z.array(inner),
      maybe: inner.optional(),
      orNull: inner.nullable(),
      fallback: inner.default({ a: 'd' }),
      either: z.discriminatedUnion('k', [
        z.looseObject({ k: z.literal('x'), x: inner }),
        z.looseObject({ k: z.literal('y') }),
      ]),
      piped: z.string().pipe(z.string().min(1)),
    });
    const value = {
      ...extra,
      list: [{ a: '1', ...extra }],
      maybe: { a: '2', ...extra },
      orNull: { a: '3', ...extra },
      either: { k: 'x', x: { a: '4', ...extra }, ...extra },
      piped: 'p',
    };
    expect(stripUnknown(loose).parse(value)).toStrictEqual({
      list: [{ a: '1' }],
      maybe: { a: '2' },
      orNull: { a: '3' },
      fallback: { a: 'd' },
      either: { k: 'x', x: { a: '4' } },
      piped: 'p',
    });
    expect(loose.parse(value)).toMatchObject({ authentication: 'tok' });
  });

  it('keeps what the schema checks: a strict object still refuses, a refinement still runs', () => {
    expect(stripUnknown(z.strictObject({ a: z.string() })).safeParse({ a: 'x', ...extra })).toEqual(
      expect.objectContaining({ success: false }),
    );
    const refined = stripUnknown(
      z.looseObject({ a: z.string() }).refine((o) => o.a !== 'bad', 'bad a'),
    );
    expect(refined.safeParse({ a: 'bad' }).success).toBe(false);
    expect(refined.parse({ a: 'ok', ...extra })).toStrictEqual({ a: 'ok' });
    expect(stripUnknown(z.string().min(2)).safeParse('x').success).toBe(false);
  });

  it('refuses a kind of schema it cannot look inside, rather than let fields through', () => {
    expect(() => stripUnknown(z.record(z.string(), inner))).toThrow(/record/);
    expect(() => stripUnknown(z.object({ t: z.tuple([inner]) }))).toThrow(/tuple/);
  });
});
