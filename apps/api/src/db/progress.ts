import { type SQL, sql } from 'drizzle-orm';

/** A share in percent, 1 decimal rounded down in exact numeric (100 only once all of it is): null when the whole is 0. */
export const sharePercent = (part: SQL, whole: SQL) =>
  sql`case when ${whole} > 0 then floor(${part} * 1000 / ${whole}) / 10 end`;

/**
 * A visit's progress, the one figure the vessel schedules and the monitoring page show (docs/domain.md "Progress of a
 * visit"): the CBM of its BLs discharged, in percent of the CBM of all its BLs; 0 while it has none. `handledCbm` and
 * `totalCbm` are the sums of the BLs' CBM, those with a discharge time and all.
 */
export const percentDone = (handledCbm: SQL, totalCbm: SQL) => sql`coalesce(${sharePercent(handledCbm, totalCbm)}, 0)`;
