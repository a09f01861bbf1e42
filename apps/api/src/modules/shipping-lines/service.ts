import type { Page } from '@portside/contracts/lists';
import {
  type ListShippingLinesQuery,
  type ShippingLine,
  type ShippingLineBody,
  shippingLineMessages,
} from '@portside/contracts/shipping-lines';
import { eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { type Versioned, withVersion } from '../../db/row-version';
import { companies, manifestLayouts, shippingLines } from '../../db/schema/index';
import { type Actor, auditedWrites } from '../audit/record';

const writes = auditedWrites(shippingLines, shippingLineMessages);
const toShippingLine = ({ id, name, createdAt, version }: Versioned<typeof shippingLines>): ShippingLine => ({
  slId: id,
  name,
  createdAt: createdAt.toISOString(),
  version,
});

/** Searched by name (trigram index), sorted by lower(name) or creation (both indexed). */
export function listShippingLines(db: Db, query: ListShippingLinesQuery): Promise<Page<ShippingLine>> {
  const where = query.q ? ilike(shippingLines.name, containsPattern(query.q)) : undefined;
  const sortColumns = { name: sql`lower(${shippingLines.name})`, createdAt: shippingLines.createdAt };
  const order = orderByKey(sortColumns, shippingLines.id, query);
  const rows = db.select(withVersion(shippingLines)).from(shippingLines).$dynamic();
  return paginate(db, { table: shippingLines, where, order, rows }, query, toShippingLine);
}

export const createShippingLine = async (db: Db, actor: Actor, body: ShippingLineBody) =>
  toShippingLine(await writes.create(db, actor, body));

export const updateShippingLine = async (db: Db, actor: Actor, id: number, body: ShippingLineBody, version?: string) =>
  toShippingLine(await writes.update(db, actor, id, body, version));

/** A line is deleted while no shipping agent belongs to it and no manifest layout was taught for it. */
export const deleteShippingLine = (db: Db, actor: Actor, id: number) =>
  writes.remove(db, actor, id, [
    { table: companies, where: eq(companies.shippingLineId, id), message: shippingLineMessages.agentsBelong },
    {
      table: manifestLayouts,
      where: eq(manifestLayouts.shippingLineId, id),
      message: shippingLineMessages.layoutsKept,
    },
  ]);
