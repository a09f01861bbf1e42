import {
  type Consignee,
  type ConsigneeBody,
  consigneeMessages,
  type ListConsigneesQuery,
} from '@portside/contracts/consignees';
import type { Page } from '@portside/contracts/lists';
import { eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { rowVersion } from '../../db/row-version';
import { companies, consignees } from '../../db/schema/index';
import { Conflict, NotFound } from '../../errors';
import { type Actor, auditedWrites } from '../audit/record';

// On a write, the only foreign key the body sets is the company.
const saves = auditedWrites(consignees, { ...consigneeMessages, inUse: consigneeMessages.unknownCompany });
const removals = auditedWrites(consignees, consigneeMessages);

const withCompany = (db: Db) =>
  db
    .select({
      id: consignees.id,
      name: consignees.name,
      consignee: consignees.name,
      companyId: consignees.companyId,
      companyName: companies.name,
      version: rowVersion(consignees),
    })
    .from(consignees)
    .leftJoin(companies, eq(companies.id, consignees.companyId));

/** Searched by the trigram index on name, sorted by the unique lower(name) index. */
export function listConsignees(db: Db, query: ListConsigneesQuery): Promise<Page<Consignee>> {
  const where = query.q ? ilike(consignees.name, containsPattern(query.q)) : undefined;
  const sortable = { name: sql`lower(${consignees.name})`, id: consignees.id };
  const order = orderByKey(sortable, consignees.id, query);
  return paginate(db, { table: consignees, where, order, rows: withCompany(db).$dynamic() }, query);
}

async function getConsignee(db: Db, id: number): Promise<Consignee> {
  const [consignee] = await withCompany(db).where(eq(consignees.id, id));
  if (!consignee) throw new NotFound(consigneeMessages.notFound);
  return consignee;
}

/** A consignee belongs to a client company or to none. */
async function checkCompany(db: Db, companyId: number | null) {
  if (companyId === null) return;
  const [company] = await db
    .select({ isClient: companies.isClient })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Conflict(consigneeMessages.unknownCompany);
  if (!company.isClient) throw new Conflict(consigneeMessages.notClient);
}

export async function createConsignee(db: Db, actor: Actor, body: ConsigneeBody) {
  await checkCompany(db, body.companyId);
  return getConsignee(db, (await saves.create(db, actor, body)).id);
}

export async function updateConsignee(db: Db, actor: Actor, id: number, body: ConsigneeBody, version?: string) {
  await checkCompany(db, body.companyId);
  return getConsignee(db, (await saves.update(db, actor, id, body, version)).id);
}

export const deleteConsignee = (db: Db, actor: Actor, id: number) => removals.remove(db, actor, id);
