import { type CargoHandlerType, cargoHandlerTypes } from '@portside/contracts/cargo-handlers';
import { consigneeMessages } from '@portside/contracts/consignees';
import type { ItemBody } from '@portside/contracts/work-orders';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cargoHandlers, consignees, descriptions } from '../../db/schema/index';
import { Invalid } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';

type Registry = typeof cargoHandlers | typeof consignees | typeof descriptions;

/**
 * The id of the registry row whose `column` equals each name ignoring case, keyed by the name as given. PostgreSQL
 * lowers both sides, as the registries' unique indexes do, so a name finds exactly the row it would collide with.
 */
async function idsByName(tx: Db, table: Registry, column: AnyPgColumn, names: string[], condition?: SQL) {
  const distinct = [...new Set(names)];
  if (distinct.length === 0) return new Map<string, number>();
  const given = sql`(values ${sql.join(
    distinct.map((name) => sql`(${name}::text)`),
    sql`, `,
  )}) as given(name)`;
  const rows = await tx
    .select({ name: sql<string>`given.name`, id: table.id })
    .from(given)
    .innerJoin(table, and(sql`lower(${column}) = lower(given.name)`, condition));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * The handler of each printed name of one type. Manifests name the competitors' handlers too, so a name the registry
 * lacks is added to it (audited) rather than blocking the work order.
 */
async function handlerIds(tx: Db, actor: Actor, rows: ItemBody[], type: CargoHandlerType) {
  const names = rows.flatMap((row) => row[type] ?? []);
  const ofType = eq(cargoHandlers.type, type);
  const known = await idsByName(tx, cargoHandlers, cargoHandlers.name, names, ofType);
  const unknown = [...new Set(names.filter((name) => !known.has(name)))];
  if (unknown.length === 0) return known;
  // "Acme" and "ACME" in one manifest, or a handler added by a concurrent submit: the unique index keeps one.
  const added = await tx
    .insert(cargoHandlers)
    .values(unknown.map((name) => ({ name, type })))
    .onConflictDoNothing()
    .returning();
  for (const handler of added) {
    await recordAudit(tx, actor, {
      action: 'create',
      entity: getTableName(cargoHandlers),
      entityId: handler.id,
      after: handler,
    });
  }
  return idsByName(tx, cargoHandlers, cargoHandlers.name, names, ofType);
}

/** A consignee the user applied must exist (422 on its field otherwise). */
async function checkConsigneeIds(tx: Db, rows: ItemBody[], path: (string | number)[]) {
  const given = [...new Set(rows.flatMap((row) => row.consigneeId ?? []))];
  if (given.length === 0) return;
  const found = await tx.select({ id: consignees.id }).from(consignees).where(inArray(consignees.id, given));
  const existing = new Set(found.map((row) => row.id));
  const issues = rows.flatMap((row, index) =>
    row.consigneeId !== null && !existing.has(row.consigneeId)
      ? [{ path: [...path, index, 'consigneeId'], message: consigneeMessages.notFound }]
      : [],
  );
  if (issues.length > 0) throw new Invalid(issues);
}

/** An item row with the registry rows it refers to. */
export type MatchedRow<Row extends ItemBody = ItemBody> = Row & {
  stevedoringId: number | null;
  arrastreId: number | null;
  descriptionId: number | null;
  consigneeId: number | null;
};

/**
 * Each row with its registry rows: handlers by name and type (added when new), the description by its content (none
 * when unknown), the consignee the user applied or else the one of exactly the printed name. `path` locates the rows
 * in the body, for the 422 of an applied consignee that does not exist.
 */
export async function matchRegistries<Row extends ItemBody>(
  tx: Db,
  actor: Actor,
  rows: Row[],
  path: (string | number)[],
): Promise<MatchedRow<Row>[]> {
  await checkConsigneeIds(tx, rows, path);
  const handlers = new Map<CargoHandlerType, Map<string, number>>();
  for (const type of cargoHandlerTypes) handlers.set(type, await handlerIds(tx, actor, rows, type));
  const handlerId = (type: CargoHandlerType, name: string | null) =>
    name === null ? null : (handlers.get(type)?.get(name) ?? null);
  const descriptionIds = await idsByName(
    tx,
    descriptions,
    descriptions.content,
    rows.map((row) => row.description),
  );
  const printedOnly = rows.filter((row) => row.consigneeId === null).map((row) => row.consignee);
  const consigneeIds = await idsByName(tx, consignees, consignees.name, printedOnly);
  return rows.map((row) => ({
    ...row,
    stevedoringId: handlerId('stevedoring', row.stevedoring),
    arrastreId: handlerId('arrastre', row.arrastre),
    descriptionId: descriptionIds.get(row.description) ?? null,
    consigneeId: row.consigneeId ?? consigneeIds.get(row.consignee) ?? null,
  }));
}
