import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A cargo handler's name is one of the settings' own operators: both sides trimmed and compared ignoring case
 * (docs/domain.md). The one comparison the schedules, the visit report and tracking share.
 */
export const isOwnOperator = (name: AnyPgColumn | SQL) => sql`exists (
  select 1 from app_settings, unnest(app_settings.own_operators) as own(name)
  where lower(btrim(own.name)) = lower(btrim(${name}))
)`;
