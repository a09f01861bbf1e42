import { defaultTimeZone } from '@portside/contracts/time-zone';
import { type SQL, sql } from 'drizzle-orm';

/** `search` contained in `text`, in any case, taken literally (no LIKE wildcards). */
export const contains = (text: SQL, search: string) => sql`strpos(lower(${text}), lower(${search})) > 0`;

/** An instant as JavaScript's toISOString writes it (UTC, milliseconds). */
export const isoInstant = (instant: SQL) =>
  sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The terminal's calendar day of an instant (the settings' time zone). */
const terminalDay = (instant: SQL) =>
  sql`(${instant} at time zone coalesce((select time_zone from app_settings), ${defaultTimeZone}))::date`;

/** Whole days the BL `i` stayed: from its arrival to its gate-out's terminal day, or to `today` while still in. */
export const dwellDays = (today: string) =>
  sql`greatest(0, coalesce(${terminalDay(sql`i.gate_out_at`)}, ${today}::date) - i.arrival_date)`;

/** The description of goods of the BL `i`: the registry's (`d`), else the printed text trimmed. */
export const descriptionShown = sql`coalesce(d.content, btrim(i.description))`;
