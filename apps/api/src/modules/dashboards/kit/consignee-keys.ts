import { type SQL, sql } from 'drizzle-orm';

/**
 * A consignee as a drill-down names it (docs/domain.md): the registry consignee a BL was matched to ("id:12"), else
 * the name printed on the manifest ("name:ACME"), trimmed and upper-cased as the rollups keep it.
 */
export type ConsigneeKey = { id: number } | { name: string };

/** The key of a path ("id:12", "name:Acme "), already checked by consigneeKeySchema. */
export const parseConsigneeKey = (key: string): ConsigneeKey =>
  key.startsWith('id:') ? { id: Number(key.slice(3)) } : { name: key.slice(5) };

/** The key and name of a consignee of rollup rows `x` (consignee_id, consignee_name) joined to `consignees c`. */
export const consigneeColumns = sql`case when x.consignee_id = 0 then 'name:' || x.consignee_name
    else 'id:' || x.consignee_id end as "consigneeKey",
  coalesce(c.name, x.consignee_name) as consignee`;

/** The BLs `i` of one consignee, through the index of its kind (items_consignee_arrival_idx or the unmatched one). */
export const itemsOf = (key: ConsigneeKey): SQL =>
  'id' in key
    ? sql`i.consignee_id = ${key.id}`
    : sql`i.consignee_id is null and upper(btrim(i.consignee)) = upper(btrim(${key.name}))`;

/** The rollup rows `r` of one consignee, keyed as the rollups keep it. */
export const rollupRowsOf = (key: ConsigneeKey): SQL =>
  'id' in key
    ? sql`r.consignee_id = ${key.id} and r.consignee_name = ''`
    : sql`r.consignee_id = 0 and r.consignee_name = upper(btrim(${key.name}))`;

/** The consignee's name: the registry's (no row when it lacks the id), else the key's name trimmed and upper-cased. */
export const consigneeNamed = (key: ConsigneeKey) =>
  'id' in key
    ? sql`select c.name as consignee from consignees c where c.id = ${key.id}`
    : sql`select upper(btrim(${key.name})) as consignee`;
