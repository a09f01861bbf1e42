import { blPrefixMin } from '@portside/contracts/tracking';
import { type SQL, sql } from 'drizzle-orm';
import { prefixPattern } from './list';
import { items } from './schema/index';

/**
 * At most this many BLs does a search by the start of a BL number reach, the first by number: a shipping line's
 * four-letter code starts a hundred thousand of them, and a clerk who means one types more of it.
 */
export const blPrefixReach = 500;

/**
 * The ids of the BLs whose number starts with `q` (ignoring case), as an array for `= any(...)`, in the order of the
 * items' text_pattern_ops index (which serves any collation); undefined when `q` is shorter than `blPrefixMin`.
 */
export function itemsStartingWith(q: string): SQL | undefined {
  const start = q.trim();
  if (start.length < blPrefixMin) return undefined;
  return sql`array(select ${items.id} from ${items} where lower(${items.blNo}) like ${prefixPattern(start)}
    order by lower(${items.blNo}) using ~<~ limit ${blPrefixReach})`;
}
