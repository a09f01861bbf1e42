import {
  type KindOfCompany,
  type KindOfCompanyBody,
  kindOfCompanyMessages,
  type ListKindsOfCompanyQuery,
} from '@portside/contracts/kinds-of-company';
import type { Page } from '@portside/contracts/lists';
import { ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { type Versioned, withVersion } from '../../db/row-version';
import { kindsOfCompany } from '../../db/schema/index';
import { type Actor, auditedWrites } from '../audit/record';

const writes = auditedWrites(kindsOfCompany, kindOfCompanyMessages);
const toKind = ({ id, name, version }: Versioned<typeof kindsOfCompany>): KindOfCompany => ({ id, name, version });

export function listKinds(db: Db, query: ListKindsOfCompanyQuery): Promise<Page<KindOfCompany>> {
  const where = query.q ? ilike(kindsOfCompany.name, containsPattern(query.q)) : undefined;
  const order = orderByKey({ name: kindsOfCompany.name, id: kindsOfCompany.id }, kindsOfCompany.id, query);
  const rows = db.select(withVersion(kindsOfCompany)).from(kindsOfCompany).$dynamic();
  return paginate(db, { table: kindsOfCompany, where, order, rows }, query, toKind);
}

export const createKind = async (db: Db, actor: Actor, body: KindOfCompanyBody) =>
  toKind(await writes.create(db, actor, body));

export const updateKind = async (db: Db, actor: Actor, id: number, body: KindOfCompanyBody, version?: string) =>
  toKind(await writes.update(db, actor, id, body, version));

export const deleteKind = (db: Db, actor: Actor, id: number) => writes.remove(db, actor, id);
