import { companyMessages } from '@portside/contracts/companies';
import type {
  BlConsignee,
  CompanyTinBody,
  ConsigneeCompanyBody,
  RegisterConsigneeBody,
  RegisteredConsignee,
} from '@portside/contracts/consignees';
import { consigneeMessages as messages } from '@portside/contracts/consignees';
import { and, eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { blsChanged } from '../../db/live-changes';
import { withRollups } from '../../db/rollups/maintain';
import { billingInvoices, companies, consignees, items } from '../../db/schema/index';
import { Conflict, Invalid, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { buyerOf } from '../billing-invoices/service';
import { suggestConsigneeFor } from '../pdf-converter/suggest-consignees';

/** The BL's consignee as printed, the registry consignee it is tied to (with its company), and whether billed. */
async function blOf(db: Db, itemId: number) {
  const [bl] = await db
    .select({
      itemId: items.id,
      blNo: items.blNo,
      printedConsignee: items.consignee,
      consigneeId: consignees.id,
      consigneeName: consignees.name,
      companyId: companies.id,
      companyName: companies.name,
      invoiceId: billingInvoices.id,
    })
    .from(items)
    .leftJoin(consignees, eq(consignees.id, items.consigneeId))
    .leftJoin(companies, eq(companies.id, consignees.companyId))
    .leftJoin(billingInvoices, and(eq(billingInvoices.itemId, items.id), eq(billingInvoices.kind, 'handling')))
    .where(eq(items.id, itemId));
  if (!bl) throw new NotFound(messages.blNotFound);
  return bl;
}

/** GET /items/{id}/consignee: what billing and the review show of a BL's consignee, and the registry's suggestion. */
export async function readBlConsignee(db: Db, itemId: number): Promise<BlConsignee> {
  const bl = await blOf(db, itemId);
  const buyer = await buyerOf(db, bl);
  const registered =
    bl.consigneeId === null || bl.consigneeName === null
      ? null
      : {
          id: bl.consigneeId,
          name: bl.consigneeName,
          companyId: bl.companyId,
          companyName: bl.companyName,
        };
  return {
    itemId: bl.itemId,
    blNo: bl.blNo,
    printed: bl.printedConsignee,
    registered,
    buyer: { name: buyer.name, tin: buyer.tin },
    suggestion: registered ? null : await suggestConsigneeFor(db, bl.printedConsignee),
    billed: bl.invoiceId !== null,
  };
}

/**
 * Ties a BL to a registry consignee, inside `tx`: refused once it is billed (its invoice keeps its buyer), the
 * rollups moved from the printed name to the consignee, and the audit keeping both.
 */
async function assign(tx: Db, actor: Actor, itemId: number, consigneeId: number) {
  // The BL's row first (billing locks it too): of a clerk tying it and a cashier billing it, the second waits and
  // then reads what the first did.
  await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('no key update');
  const bl = await blOf(tx, itemId);
  if (bl.invoiceId !== null) throw new Conflict(withValues(messages.blBilled, { blNo: bl.blNo }));
  const [consignee] = await tx.select({ id: consignees.id }).from(consignees).where(eq(consignees.id, consigneeId));
  if (!consignee) throw new NotFound(messages.notFound);
  // The company it leaves hears of it too (withRollups tells the one it joins).
  await blsChanged(tx, [itemId]);
  await withRollups(tx, [itemId], () => tx.update(items).set({ consigneeId }).where(eq(items.id, itemId)));
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'items',
    entityId: itemId,
    before: { consigneeId: bl.consigneeId },
    after: { consigneeId },
  });
}

/** PUT /items/{id}/consignee: the BL tied to a registry consignee (the suggestion, or one searched). */
export async function assignBlConsignee(db: Db, actor: Actor, itemId: number, consigneeId: number) {
  await inTransaction(db, (tx) => assign(tx, actor, itemId, consigneeId));
  return readBlConsignee(db, itemId);
}

/**
 * The client company a consignee is given: an existing one (409 unless it exists and is a client) or a new one, a
 * client company with its TIN and registered address, audited.
 */
async function chosenCompany(tx: Db, actor: Actor, choice: ConsigneeCompanyBody): Promise<number> {
  if (choice.company) {
    const { name, kindId, tin, registeredAddress } = choice.company;
    const refusals = { duplicate: companyMessages.duplicate, inUse: companyMessages.unknownKind };
    const [company] = await refuseConflicts(refusals, () =>
      tx.insert(companies).values({ name, kindId, tin, registeredAddress, isClient: true }).returning(),
    );
    if (!company) throw new Error('the company insert returned nothing');
    await recordAudit(tx, actor, { action: 'create', entity: 'companies', entityId: company.id, after: company });
    return company.id;
  }
  const companyId = choice.companyId ?? 0;
  const [company] = await tx
    .select({ isClient: companies.isClient })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new Conflict(messages.unknownCompany);
  if (!company.isClient) throw new Conflict(messages.notClient);
  return companyId;
}

/**
 * PUT /consignees/{id}/company: the company of a registry consignee that has none (a consignee registered without
 * one, so its BLs are billed without a TIN); one that has a company keeps it (409: the admin changes it).
 */
export async function giveConsigneeCompany(db: Db, actor: Actor, consigneeId: number, body: ConsigneeCompanyBody) {
  await inTransaction(db, async (tx) => {
    const [consignee] = await tx
      .select({ name: consignees.name, companyId: consignees.companyId, companyName: companies.name })
      .from(consignees)
      .leftJoin(companies, eq(companies.id, consignees.companyId))
      .where(eq(consignees.id, consigneeId))
      .for('no key update', { of: consignees });
    if (!consignee) throw new NotFound(messages.notFound);
    if (consignee.companyId !== null) {
      throw new Conflict(
        withValues(messages.hasCompany, { name: consignee.name, company: consignee.companyName ?? '' }),
      );
    }
    const companyId = await chosenCompany(tx, actor, body);
    await tx.update(consignees).set({ companyId }).where(eq(consignees.id, consigneeId));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'consignees',
      entityId: consigneeId,
      before: { companyId: null },
      after: { companyId },
    });
  });
}

/**
 * PUT /companies/{id}/tin: the TIN of a client company of a registry consignee that has no TIN of its own recorded,
 * and its registered address when it has none (required then; a recorded one is kept). A recorded TIN is the admin's
 * to change, and a company that is no buyer here (a shipping agent, a competitor) is not written (409).
 */
export async function recordCompanyTin(db: Db, actor: Actor, companyId: number, body: CompanyTinBody) {
  await inTransaction(db, async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('no key update');
    if (!company) throw new NotFound(messages.companyNotFound);
    if (company.tin) throw new Conflict(withValues(messages.hasTin, { name: company.name }));
    const [consignee] = await tx
      .select({ id: consignees.id })
      .from(consignees)
      .where(eq(consignees.companyId, companyId))
      .limit(1);
    if (!company.isClient || !consignee) throw new Conflict(withValues(messages.tinNotBuyer, { name: company.name }));
    const registeredAddress = company.registeredAddress ?? body.registeredAddress;
    if (!registeredAddress) throw new Invalid([{ path: ['registeredAddress'], message: messages.addressRequired }]);
    const after = { tin: body.tin, registeredAddress };
    await tx.update(companies).set(after).where(eq(companies.id, companyId));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'companies',
      entityId: companyId,
      before: { tin: company.tin, registeredAddress: company.registeredAddress },
      after,
    });
  });
}

/**
 * POST /consignees/register: a consignee of an existing client company or of a new one (its TIN and registered
 * address), and when given the BL tied to it, in one transaction with an audit entry for each record; a name taken
 * (consignee or company) is 409 and writes nothing.
 */
export async function registerConsignee(
  db: Db,
  actor: Actor,
  body: RegisterConsigneeBody,
): Promise<RegisteredConsignee> {
  // A unique violation outside the company's insert is the consignee's name.
  const consigneeId = await refuseConflicts({ duplicate: messages.duplicate }, () =>
    inTransaction(db, async (tx) => {
      const companyId = await chosenCompany(tx, actor, body);
      const [consignee] = await tx.insert(consignees).values({ name: body.name, companyId }).returning();
      if (!consignee) throw new Error('the consignee insert returned nothing');
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'consignees',
        entityId: consignee.id,
        after: consignee,
      });
      if (body.itemId !== null) await assign(tx, actor, body.itemId, consignee.id);
      return consignee.id;
    }),
  );
  return { consigneeId, bl: body.itemId === null ? null : await readBlConsignee(db, body.itemId) };
}
