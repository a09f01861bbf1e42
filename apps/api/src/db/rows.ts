import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a raw query, whichever driver answers. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}
