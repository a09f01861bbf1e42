import { operationMessages } from '@portside/contracts/operations';
import { defaultTimeZone } from '@portside/contracts/time-zone';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type FieldIssue, Invalid } from '../../errors';

/** A clerk's clock may run a little ahead of the server's. */
const LEEWAY_MS = 15 * 60_000;

/**
 * The instants operation may record for a visit (docs/domain.md "Operation times"): from the start of the day a week
 * before its arrival date, on the terminal's clock, to 15 minutes from now; and the start of its arrival day.
 */
export async function visitTimeWindow(db: Db, arrivalDate: string) {
  const zone = sql`coalesce((select time_zone from app_settings where id = 1), ${defaultTimeZone})`;
  const result = (await db.execute(sql`select
    (${arrivalDate}::date::timestamp at time zone ${zone}) as arrival_start,
    ((${arrivalDate}::date - 7)::timestamp at time zone ${zone}) as earliest`)) as unknown as {
    rows: [{ arrival_start: Date | string; earliest: Date | string }];
  };
  const [row] = result.rows;
  return {
    arrivalStart: new Date(row.arrival_start),
    earliest: new Date(row.earliest),
    latest: new Date(Date.now() + LEEWAY_MS),
  };
}
export type TimeWindow = Awaited<ReturnType<typeof visitTimeWindow>>;

/** A 422 for each instant of the body outside the window, on its field; nothing when all lie within it. */
export function refuseOutside(window: TimeWindow, instants: Record<string, Date | null | undefined>) {
  const issues: FieldIssue[] = [];
  for (const [field, instant] of Object.entries(instants)) {
    if (!instant) continue;
    if (instant < window.earliest) issues.push({ path: [field], message: operationMessages.timeTooEarly });
    else if (instant > window.latest) issues.push({ path: [field], message: operationMessages.timeInFuture });
  }
  if (issues.length > 0) throw new Invalid(issues);
}
