import type { User } from '@portside/contracts/auth';
import {
  type Client,
  type ClientBody,
  clientBodySchema,
  clientFullName,
  clientMessages,
  type ListClientsQuery,
  type PortalAccessBody,
} from '@portside/contracts/clients';
import type { Page } from '@portside/contracts/lists';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { type Db, inTransaction } from '../../db/client';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { withVersion } from '../../db/row-version';
import { clients, companies, kindsOfCompany, users } from '../../db/schema/index';
import { Conflict, NotFound } from '../../errors';
import { type Actor, auditedWrites } from '../audit/record';
import { createUser, lockClientCompany } from '../users/repository';

const writes = auditedWrites(clients, {
  duplicate: clientMessages.duplicate,
  // The company was deleted between the check in createClient and the insert.
  inUse: clientMessages.companyNotFound,
  notFound: clientMessages.companyNotFound,
});

/** The expression of the trigram index clients_search_trgm_idx, so that the index serves the search. */
const searchText = sql`(${clients.firstName} || ' ' || coalesce(${clients.middleName}, '') || ' ' || ${clients.lastName} || ' ' || ${clients.email})`;

/**
 * Every word in the client's names or email, or the whole term in its company's name or kind (spec 2.5):
 * "juan cruz" finds Juan Dela Cruz, "shipping agent" finds the clients of every agent.
 */
function searchWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  // Two index scans (name trigram, kind) rather than one OR that would read every company.
  const companiesMatching = union(
    db.select({ id: companies.id }).from(companies).where(ilike(companies.name, pattern)),
    db
      .select({ id: companies.id })
      .from(companies)
      .innerJoin(kindsOfCompany, eq(companies.kindId, kindsOfCompany.id))
      .where(ilike(kindsOfCompany.name, pattern)),
  );
  // `= any(array(...))` rather than IN: both sides of the OR are then index conditions (trigram and company_id),
  // which PostgreSQL combines with a bitmap OR instead of reading every client.
  return or(
    and(...q.split(/\s+/).map((word) => ilike(searchText, containsPattern(word)))),
    sql`${clients.companyId} = any(array(${companiesMatching}))`,
  );
}

/** Clients with the name and kind of their company, and the username of their portal sign-in (users_client_key). */
const selectClients = (db: Db) =>
  db
    .select({
      ...withVersion(clients),
      companyNameDisplay: companies.name,
      companyKindNameDisplay: kindsOfCompany.name,
      companyIsClient: sql<boolean>`coalesce(${companies.isClient}, false)`,
      portalUsername: users.username,
    })
    .from(clients)
    .leftJoin(companies, eq(clients.companyId, companies.id))
    .leftJoin(kindsOfCompany, eq(companies.kindId, kindsOfCompany.id))
    .leftJoin(users, eq(users.clientId, clients.id));

/** Searched in SQL, sorted by first name (index clients_first_name_idx), one page. */
export function listClients(db: Db, query: ListClientsQuery): Promise<Page<Client>> {
  const order = orderByKey({ firstName: clients.firstName }, clients.id, query);
  const rows = selectClients(db).$dynamic();
  return paginate(db, { table: clients, where: searchWhere(db, query.q), order, rows }, query);
}

async function companyMustExist(db: Db, companyId: number | null | undefined) {
  if (!companyId) return;
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new NotFound(clientMessages.companyNotFound);
}

async function readClient(db: Db, id: number): Promise<Client> {
  const [client] = await selectClients(db).where(eq(clients.id, id));
  if (!client) throw new NotFound(clientMessages.notFound);
  return client;
}

export async function createClient(db: Db, actor: Actor, body: ClientBody): Promise<Client> {
  await companyMustExist(db, body.companyId);
  const { id } = await writes.create(db, actor, body);
  return readClient(db, id);
}

/** Every field of the body, a blank one as null: a correction clears what the clerk emptied. */
const everyField = (body: ClientBody) =>
  Object.fromEntries(Object.keys(clientBodySchema.shape).map((key) => [key, body[key as keyof ClientBody] ?? null]));

/**
 * A client corrected under the rules of its creation. Its company stays while it has a portal sign-in: the sign-in
 * belongs to that company, and the admin moves it (which releases the client) before the client may follow.
 */
export async function updateClient(
  db: Db,
  actor: Actor,
  id: number,
  body: ClientBody,
  version?: string,
): Promise<Client> {
  await companyMustExist(db, body.companyId);
  await inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(clients).where(eq(clients.id, id)).for('update');
    if (!current) throw new NotFound(clientMessages.notFound);
    const [portal] = await tx.select({ id: users.id }).from(users).where(eq(users.clientId, id));
    if (portal && (body.companyId ?? null) !== current.companyId) throw new Conflict(clientMessages.portalCompany);
    await writes.update(tx, actor, id, everyField(body), version);
  });
  return readClient(db, id);
}

/** A client is deleted while no portal sign-in is tied to it. */
export const deleteClient = (db: Db, actor: Actor, id: number) =>
  writes.remove(db, actor, id, [{ table: users, where: eq(users.clientId, id), message: clientMessages.portalSignIn }]);

/**
 * Commercial gives a client of its registry a sign-in to the client portal: a user of role client named as the client,
 * belonging to the client's company (which must be a client company), tied to the client record. The client row is
 * locked until the user is written, so that two clerks cannot both give one client a sign-in.
 */
export function givePortalAccess(db: Db, actor: Actor, clientId: number, body: PortalAccessBody): Promise<User> {
  return createUser(db, actor, { ...body, role: 'client' }, async (tx) => {
    const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
    if (!client) throw new NotFound(clientMessages.notFound);
    const [given] = await tx.select({ id: users.id }).from(users).where(eq(users.clientId, clientId));
    if (given) throw new Conflict(clientMessages.portalTaken);
    if (client.companyId === null) throw new Conflict(clientMessages.noCompany);
    const companyName = await lockClientCompany(tx, client.companyId, {
      // The foreign key keeps the company while a client names it.
      notFound: clientMessages.noCompany,
      notClient: clientMessages.companyNotClient,
    });
    return { name: clientFullName(client), companyId: client.companyId, companyName, clientId };
  });
}
