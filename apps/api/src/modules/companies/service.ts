import {
  type Company,
  type CompanyBody,
  companyMessages,
  type ListCompaniesQuery,
} from '@portside/contracts/companies';
import type { Page } from '@portside/contracts/lists';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { rowVersion } from '../../db/row-version';
import { companies, kindsOfCompany } from '../../db/schema/index';
import { NotFound } from '../../errors';
import { type Actor, auditedWrites } from '../audit/record';

// On a write, the only foreign key a company row holds that the body sets is its kind.
const saves = auditedWrites(companies, { ...companyMessages, inUse: companyMessages.unknownKind });
const removals = auditedWrites(companies, companyMessages);

const companyColumns = {
  id: companies.id,
  name: companies.name,
  kindId: companies.kindId,
  kindName: kindsOfCompany.name,
  isClient: companies.isClient,
  tin: companies.tin,
  registeredAddress: companies.registeredAddress,
  version: rowVersion(companies),
};

const withKind = (db: Db) =>
  db.select(companyColumns).from(companies).innerJoin(kindsOfCompany, eq(kindsOfCompany.id, companies.kindId));

export function listCompanies(db: Db, query: ListCompaniesQuery): Promise<Page<Company>> {
  const where = and(
    query.q ? ilike(companies.name, containsPattern(query.q)) : undefined,
    query.isClient === undefined ? undefined : eq(companies.isClient, query.isClient),
  );
  const order = orderByKey({ name: sql`lower(${companies.name})`, id: companies.id }, companies.id, query);
  return paginate(db, { table: companies, where, order, rows: withKind(db).$dynamic() }, query);
}

async function getCompany(db: Db, id: number): Promise<Company> {
  const [company] = await withKind(db).where(eq(companies.id, id));
  if (!company) throw new NotFound(companyMessages.notFound);
  return company;
}

export const createCompany = async (db: Db, actor: Actor, body: CompanyBody) =>
  getCompany(db, (await saves.create(db, actor, body)).id);

export const updateCompany = async (db: Db, actor: Actor, id: number, body: CompanyBody, version?: string) =>
  getCompany(db, (await saves.update(db, actor, id, body, version)).id);

export const deleteCompany = (db: Db, actor: Actor, id: number) => removals.remove(db, actor, id);
