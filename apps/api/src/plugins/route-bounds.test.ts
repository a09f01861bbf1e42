import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app';
import { unboundedFields } from './route-bounds';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('request schemas', () => {
  it('bound every field of every route: strings, numbers, ids and lists', () => {
    const withInput = t.app.routeInputs.filter((route) => route.schema?.body || route.schema?.querystring);
    expect(withInput.length).toBeGreaterThan(30);
    expect(t.app.routeInputs.flatMap(unboundedFields)).toEqual([]);
  });

  it('finds what is unbounded', () => {
    const route = {
      method: 'POST',
      url: '/x',
      schema: {
        params: z.object({ id: z.coerce.number().int().min(1) }),
        body: z.object({
          name: z.string(),
          bounded: z.string().max(10),
          day: z.iso.date(),
          kind: z.enum(['a', 'b']),
          rows: z.array(z.object({ weight: z.number().min(0) })),
        }),
      },
    };
    expect(unboundedFields(route)).toEqual([
      'POST /x params.id: integer beyond integer columns',
      'POST /x body.name: string without maxLength',
      'POST /x body.rows: array without maxItems',
      'POST /x body.rows[].weight: number without both bounds',
      'POST /x params.id: number read by coercion',
    ]);
  });
});
