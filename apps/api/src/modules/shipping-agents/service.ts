import type { Page } from '@portside/contracts/lists';
import {
  type ListShippingAgentsQuery,
  type ShippingAgent,
  type ShippingAgentBody,
  shippingAgentKindName,
  shippingAgentMessages,
  shippingAgentRemovalMessages,
} from '@portside/contracts/shipping-agents';
import { and, asc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { containsPattern, orderByKey, paginate } from '../../db/list';
import { refuseStale, rowVersion, withVersion } from '../../db/row-version';
import {
  billingInvoices,
  clients,
  companies,
  consignees,
  kindsOfCompany,
  shippingLines,
  users,
  vessels,
} from '../../db/schema/index';
import { NotFound } from '../../errors';
import { type Actor, auditedWrites, recordAudit, withoutVersion } from '../audit/record';

/**
 * A company of the Shipping Agent kind (found by its unique lower(name), so "shipping agent" typed by an admin is the
 * same kind) tied to a line. Written on the companies table alone, so that pages of agents can be read by index.
 */
const agentKind = sql`lower(${kindsOfCompany.name}) = ${shippingAgentKindName.toLowerCase()}`;
/** Whether a company's `kindId` (a column) is the Shipping Agent kind. */
export const isShippingAgentKind = (kindId: SQL | typeof companies.kindId) =>
  sql`${kindId} = (select ${kindsOfCompany.id} from ${kindsOfCompany} where ${agentKind})`;
const isAgentKind = isShippingAgentKind(companies.kindId);
const isAgent = and(isAgentKind, isNotNull(companies.shippingLineId));
const removals = auditedWrites(companies, shippingAgentRemovalMessages, isAgent);

const withLine = eq(companies.shippingLineId, shippingLines.id);
const selectAgents = (db: Db) =>
  db
    .select({
      id: companies.id,
      name: companies.name,
      shippingLineId: shippingLines.id,
      shippingLineName: shippingLines.name,
      createdAt: companies.createdAt,
      version: rowVersion(companies),
    })
    .from(companies)
    .innerJoin(shippingLines, withLine)
    .$dynamic();

/** Agent name or line name: two index conditions (trigram, shipping_line_id) that PostgreSQL combines. */
function agentsWhere(db: Db, q: string | undefined): SQL | undefined {
  if (!q) return isAgent;
  const pattern = containsPattern(q);
  const linesMatching = db
    .select({ id: shippingLines.id })
    .from(shippingLines)
    .where(ilike(shippingLines.name, pattern));
  return and(
    isAgent,
    or(ilike(companies.name, pattern), sql`${companies.shippingLineId} = any(array(${linesMatching}))`),
  );
}

type AgentRow = Omit<ShippingAgent, 'createdAt' | 'slId'> & { createdAt: Date };
const toAgent = (row: AgentRow): ShippingAgent => ({
  ...row,
  slId: row.shippingLineId,
  createdAt: row.createdAt.toISOString(),
});

/** One page of agents with their lines, searched by agent or line name. */
export function listShippingAgents(db: Db, query: ListShippingAgentsQuery): Promise<Page<ShippingAgent>> {
  const sortColumns = {
    name: sql`lower(${companies.name})`,
    shippingLineName: sql`lower(${shippingLines.name})`,
    createdAt: companies.createdAt,
  };
  const order = orderByKey(sortColumns, companies.id, query);
  // By the line's name the page's ids need the join; otherwise they are read on the companies index alone.
  const through =
    query.sort === 'shippingLineName' ? (ids: PgSelect) => ids.innerJoin(shippingLines, withLine) : undefined;
  const list = { table: companies, where: agentsWhere(db, query.q), order, through, rows: selectAgents(db) };
  return paginate(db, list, query, toAgent);
}

/** The first agents in name order whose name or line's name contains `q`, for a picker. */
export async function findShippingAgents(db: Db, query: { q?: string; limit: number }): Promise<ShippingAgent[]> {
  const rows = await selectAgents(db)
    .where(agentsWhere(db, query.q))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(query.limit);
  return rows.map(toAgent);
}

/**
 * The company when it is a shipping agent (vessels are brought by one), held until the caller's transaction ends: a
 * deletion of the company waits for it.
 */
export async function findShippingAgent(db: Db, companyId: number) {
  const [found] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, companyId), isAgentKind))
    .for('key share', { of: companies });
  return found;
}

/** The id of the Shipping Agent kind, created (and audited) on first use. */
async function agentKindId(tx: Db, actor: Actor): Promise<number> {
  const find = async () => (await tx.select({ id: kindsOfCompany.id }).from(kindsOfCompany).where(agentKind))[0];
  const existing = await find();
  if (existing) return existing.id;
  const [created] = await tx
    .insert(kindsOfCompany)
    .values({ name: shippingAgentKindName })
    .onConflictDoNothing()
    .returning();
  if (!created) {
    // Another request created it meanwhile.
    const raced = await find();
    if (!raced) throw new Error('the Shipping Agent kind vanished');
    return raced.id;
  }
  await recordAudit(tx, actor, { action: 'create', entity: 'kinds_of_company', entityId: created.id, after: created });
  return created.id;
}

/** The line, held until the caller's transaction ends (a deletion of the line waits), or 404. */
async function holdLine(tx: Db, slId: number) {
  const [line] = await tx.select().from(shippingLines).where(eq(shippingLines.id, slId)).for('key share');
  if (!line) throw new NotFound(shippingAgentMessages.lineNotFound);
  return line;
}

/** The agent is a company of kind Shipping Agent tied to its line: one transaction with its audit entries. */
export function createShippingAgent(db: Db, actor: Actor, body: ShippingAgentBody): Promise<ShippingAgent> {
  return refuseConflicts(shippingAgentMessages, () =>
    inTransaction(db, async (tx) => {
      const line = await holdLine(tx, body.slId);
      const kindId = await agentKindId(tx, actor);
      const [company] = await tx
        .insert(companies)
        .values({ name: body.name, kindId, isClient: false, shippingLineId: line.id })
        .returning(withVersion(companies));
      if (!company) throw new Error('insert into companies returned nothing');
      const after = withoutVersion(company);
      await recordAudit(tx, actor, { action: 'create', entity: 'companies', entityId: company.id, after });
      return toAgent({ ...company, shippingLineId: line.id, shippingLineName: line.name });
    }),
  );
}

/** An agent renamed or moved to another line under the rules of its creation; its vessels follow it. */
export function updateShippingAgent(
  db: Db,
  actor: Actor,
  id: number,
  body: ShippingAgentBody,
  version?: string,
): Promise<ShippingAgent> {
  return refuseConflicts(shippingAgentMessages, () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx
        .select(withVersion(companies))
        .from(companies)
        .where(and(eq(companies.id, id), isAgent))
        .for('update');
      if (!current) throw new NotFound(shippingAgentMessages.notFound);
      refuseStale(current.version, version);
      const line = await holdLine(tx, body.slId);
      const [company] = await tx
        .update(companies)
        .set({ name: body.name, shippingLineId: line.id })
        .where(eq(companies.id, id))
        .returning(withVersion(companies));
      if (!company) throw new Error('update of companies returned nothing');
      const [before, after] = [withoutVersion(current), withoutVersion(company)];
      await recordAudit(tx, actor, { action: 'update', entity: 'companies', entityId: id, before, after });
      return toAgent({ ...company, shippingLineId: line.id, shippingLineName: line.name });
    }),
  );
}

/** An agent is deleted while no vessel, client, consignee, user or invoice names its company. */
export const deleteShippingAgent = (db: Db, actor: Actor, id: number) =>
  removals.remove(db, actor, id, [
    { table: vessels, where: eq(vessels.shippingAgentId, id), message: shippingAgentRemovalMessages.vessels },
    { table: clients, where: eq(clients.companyId, id), message: shippingAgentRemovalMessages.clients },
    { table: consignees, where: eq(consignees.companyId, id), message: shippingAgentRemovalMessages.consignees },
    { table: users, where: eq(users.companyId, id), message: shippingAgentRemovalMessages.users },
    {
      table: billingInvoices,
      where: eq(billingInvoices.buyerCompanyId, id),
      message: shippingAgentRemovalMessages.invoices,
    },
  ]);
