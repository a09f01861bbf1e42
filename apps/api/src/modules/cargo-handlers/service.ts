import {
  type CargoHandler,
  type CargoHandlerBody,
  cargoHandlerMessages,
  type ListCargoHandlersQuery,
} from '@portside/contracts/cargo-handlers';
import type { Page } from '@portside/contracts/lists';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { type Versioned, withVersion } from '../../db/row-version';
import { cargoHandlers } from '../../db/schema/index';
import { type Actor, auditedWrites } from '../audit/record';

const writes = auditedWrites(cargoHandlers, cargoHandlerMessages);
const toHandler = ({ id, name, type, version }: Versioned<typeof cargoHandlers>): CargoHandler => ({
  id,
  name,
  type,
  version,
});

/** A few dozen operators at most: the unique (lower(name), type) index serves the sort, a scan the search. */
export function listCargoHandlers(db: Db, query: ListCargoHandlersQuery): Promise<Page<CargoHandler>> {
  const where = and(
    query.q ? ilike(cargoHandlers.name, containsPattern(query.q)) : undefined,
    query.type ? eq(cargoHandlers.type, query.type) : undefined,
  );
  const sortable = { name: sql`lower(${cargoHandlers.name})`, type: cargoHandlers.type, id: cargoHandlers.id };
  const order = orderByKey(sortable, cargoHandlers.id, query);
  const rows = db.select(withVersion(cargoHandlers)).from(cargoHandlers).$dynamic();
  return paginate(db, { table: cargoHandlers, where, order, rows }, query, toHandler);
}

export const createCargoHandler = async (db: Db, actor: Actor, body: CargoHandlerBody) =>
  toHandler(await writes.create(db, actor, body));

export const updateCargoHandler = async (db: Db, actor: Actor, id: number, body: CargoHandlerBody, version?: string) =>
  toHandler(await writes.update(db, actor, id, body, version));

export const deleteCargoHandler = (db: Db, actor: Actor, id: number) => writes.remove(db, actor, id);
