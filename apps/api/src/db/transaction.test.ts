import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { type Database, inTransaction } from './client';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

describe('inTransaction', () => {
  it('runs a transaction that PostgreSQL ended to break a deadlock again', async () => {
    let attempts = 0;
    const result = await inTransaction(database.db, async () => {
      attempts += 1;
      if (attempts === 1) throw deadlock();
      return 'done';
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 2 });
  });

  it('gives up after three attempts, and never runs again on any other error', async () => {
    let attempts = 0;
    await expect(
      inTransaction(database.db, async () => {
        attempts += 1;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(
      inTransaction(database.db, async () => {
        attempts += 1;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(attempts).toBe(1);
  });
});
