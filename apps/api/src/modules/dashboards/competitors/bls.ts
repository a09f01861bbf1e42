import {
  analyticsMessages,
  type blRowSchema,
  type blsResponseSchema,
  type packagesByDescriptionResponseSchema,
} from '@portside/contracts/analytics';
import { idParamSchema, isoDateSchema } from '@portside/contracts/bounds';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { selectRows } from '../../../db/rows';
import { descriptionShown } from '../../../db/sql-expressions';
import { Invalid, NotFound } from '../../../errors';
import { isShippingAgentKind } from '../../shipping-agents/service';
import { type ConsigneeKey, consigneeNamed, itemsOf } from '../kit/consignee-keys';
import { cbm, count, type DashboardFilter } from '../kit/filter';
import { findOperator, handledBy, servedBy } from '../kit/operators';
import { inDays } from '../kit/range';

/**
 * The BLs of an operator's drill-down row: those arrived in the period that it handled in one of the categories,
 * of one consignee, or of the visits of one shipping agent's vessels.
 */
export type BlsOf = DashboardFilter & { name: string } & ({ consignee: ConsigneeKey } | { agentId: number });

/** At most this many descriptions in a packages-by-description answer. */
export const descriptionsMax = 50;

/**
 * The items `i` of the BLs (an agent's with their visit `w` and vessel `s`): what to read them from, and the
 * condition they meet. A consignee's are read through its index (items_consignee_arrival_idx or the unmatched one),
 * an agent's by walking its visits by arrival (work_orders_arrival_idx) and each visit's items (items_work_order_idx).
 */
const blsFrom = (bls: BlsOf): { from: SQL; where: SQL } =>
  'consignee' in bls
    ? {
        from: sql`items i`,
        where: sql`${itemsOf(bls.consignee)} and ${inDays(bls.period, sql`i.arrival_date`)}
          and ${handledBy(bls.name, bls.categories)}`,
      }
    : {
        from: sql`work_orders w join vessels s on s.id = w.vessel_id join items i on i.work_order_id = w.id`,
        where: sql`s.shipping_agent_id = ${bls.agentId} and ${inDays(bls.period, sql`w.arrival_date`)}
          and ${handledBy(bls.name, bls.categories)}`,
      };

/** How many of the categories the operator gave item `i` (a BL counts once per service; no handler is none). */
const services = (bls: BlsOf) =>
  sql`(${sql.join(
    bls.categories.map((category) => sql`(${servedBy(bls.name, category)} is true)::int`),
    sql` + `,
  )})`;

/**
 * The order of a list and its keyset: a consignee's BLs newest arrival first, then by id; an agent's newest visit
 * first (by arrival, then visit), then by id. The cursor is the last row's key, base64url-encoded.
 */
type Cursor = { day: string; ids: number[] };
const keyLength = (bls: BlsOf) => ('consignee' in bls ? 1 : 2);

export const encodeCursor = (day: string, ids: number[]) => Buffer.from([day, ...ids].join('.')).toString('base64url');

/** The key of an answer's cursor for the list; 422 when it is not one of its keys. */
export function decodeCursor(bls: BlsOf, cursor: string | undefined): Cursor | null {
  if (cursor === undefined) return null;
  const [day, ...ids] = Buffer.from(cursor, 'base64url').toString('latin1').split('.');
  const valid =
    isoDateSchema().safeParse(day).success &&
    ids.length === keyLength(bls) &&
    ids.every((id) => idParamSchema.safeParse(id).success);
  if (!valid || day === undefined)
    throw new Invalid([{ path: ['cursor'], message: analyticsMessages.cursorInvalid }], 'query');
  return { day, ids: ids.map(Number) };
}

const blColumns = (bls: BlsOf) => sql`i.id, i.bl_no as "blNo", s.name as "vesselName",
  s.voyage_number as "voyageNumber", i.arrival_date::text as "arrivalDate", ${cbm(sql`i.cbm`)} as volume,
  i.no_packages as packages, ${descriptionShown} as description,
  array_remove(array[${sql.join(
    bls.categories.map((category) => sql`case when ${servedBy(bls.name, category)} then ${category} end`),
    sql`, `,
  )}]::text[], null) as categories`;

/**
 * A page of the BLs after the cursor (from the first when none), newest first: `limit` rows and one more when there
 * are more, each with its sort key (`workOrderId` beside its id for an agent's).
 */
export const blsPageQuery = (bls: BlsOf, cursor: Cursor | null, limit: number) => {
  const { from, where } = blsFrom(bls);
  const [first, second] = cursor?.ids ?? [];
  if ('consignee' in bls) {
    const after = cursor ? sql`and (i.arrival_date, i.id) < (${cursor.day}::date, ${first})` : sql``;
    return sql`select ${blColumns(bls)}
      from (
        select i.* from ${from} where ${where} ${after}
        order by i.arrival_date desc, i.id desc
        limit ${limit + 1}
      ) i
      join work_orders w on w.id = i.work_order_id
      join vessels s on s.id = w.vessel_id
      left join descriptions d on d.id = i.description_id
      order by i.arrival_date desc, i.id desc`;
  }
  const after = cursor
    ? sql`and (w.arrival_date, w.id) <= (${cursor.day}::date, ${first})
        and (w.arrival_date, w.id, i.id) < (${cursor.day}::date, ${first}, ${second})`
    : sql``;
  return sql`select ${blColumns(bls)}, w.id as "workOrderId"
    from ${from} left join descriptions d on d.id = i.description_id
    where ${where} ${after}
    order by w.arrival_date desc, w.id desc, i.id desc
    limit ${limit + 1}`;
};

/** The first rejection of `checks` in their order (not in the order they fail), else their values. */
async function inOrder<T extends readonly unknown[]>(checks: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(checks);
  for (const result of results) if (result.status === 'rejected') throw result.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/** 404 for a consignee or shipping agent the registries do not have. */
async function findSource(db: Db, bls: BlsOf) {
  const [found] = await selectRows(
    db,
    'consignee' in bls
      ? consigneeNamed(bls.consignee)
      : sql`select 1 from companies a where a.id = ${bls.agentId} and ${isShippingAgentKind(sql`a.kind_id`)}`,
  );
  if (!found)
    throw new NotFound('consignee' in bls ? analyticsMessages.consigneeInvalid : analyticsMessages.agentNotFound);
}

/** The rows of `query` once the operator and the consignee or agent are known to exist (404 otherwise). */
async function readChecked<Row>(db: Db, bls: BlsOf, query: SQL): Promise<Row[]> {
  const [, , rows] = await inOrder<[unknown, unknown, Row[]]>([
    findOperator(db, bls.name),
    findSource(db, bls),
    selectRows<Row>(db, query),
  ]);
  return rows;
}

type BlRow = z.infer<typeof blRowSchema> & { workOrderId?: number };

export async function readBls(
  db: Db,
  bls: BlsOf,
  cursorText: string | undefined,
  limit: number,
): Promise<z.infer<typeof blsResponseSchema>> {
  const cursor = decodeCursor(bls, cursorText);
  const rows = await readChecked<BlRow>(db, bls, blsPageQuery(bls, cursor, limit));
  const items = rows.slice(0, limit).map(({ workOrderId, ...row }) => row);
  const last = rows[limit - 1];
  const nextCursor =
    rows.length > limit && last
      ? encodeCursor(last.arrivalDate, last.workOrderId === undefined ? [last.id] : [last.workOrderId, last.id])
      : null;
  return { items, nextCursor };
}

/**
 * The BLs' packages and CBM by description (the registry's, else the printed text trimmed), a BL counted once per
 * service, most packages first, at most descriptionsMax, each with the totals of all. The BLs' figures are summed
 * by registry description first (from the index that finds them alone: items_consignee_arrival_idx, the unmatched
 * one, items_work_order_idx), and the printed text read only for the BLs without one.
 */
export const packagesByDescriptionQuery = (bls: BlsOf) => {
  const { from, where } = blsFrom(bls);
  return sql`with b as (
      select i.description_id, case when i.description_id is null then i.id end as id,
        sum(i.no_packages * ${services(bls)}) as packages, sum(i.cbm * ${services(bls)}) as cbm
      from ${from} where ${where}
      group by 1, 2
    ),
    x as (
      select d.content as label, b.packages, b.cbm from b join descriptions d on d.id = b.description_id
      union all
      select btrim(i.description), b.packages, b.cbm from b join items i on i.id = b.id
    ),
    y as (select x.label, sum(x.packages) as packages, sum(x.cbm) as cbm from x group by 1)
  select y.label, ${count(sql`y.packages`)} as packages, ${cbm(sql`y.cbm`)} as volume,
    ${count(sql`sum(y.packages) over ()`)} as "sumPackages", ${cbm(sql`sum(y.cbm) over ()`)} as "sumVolume",
    count(*) over ()::int as "rowCount"
  from y
  order by y.packages desc, y.label collate "C"
  limit ${descriptionsMax}`;
};

type DescriptionRow = z.infer<typeof packagesByDescriptionResponseSchema>['items'][number] & {
  sumPackages: number;
  sumVolume: number;
  rowCount: number;
};

export async function readPackagesByDescription(
  db: Db,
  bls: BlsOf,
): Promise<z.infer<typeof packagesByDescriptionResponseSchema>> {
  const rows = await readChecked<DescriptionRow>(db, bls, packagesByDescriptionQuery(bls));
  const [first] = rows;
  return {
    items: rows.map(({ sumPackages, sumVolume, rowCount, ...row }) => row),
    total: { packages: first?.sumPackages ?? 0, volume: first?.sumVolume ?? 0, rows: first?.rowCount ?? 0 },
  };
}
