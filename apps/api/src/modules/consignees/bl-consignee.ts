import { companyMessages } from '@portside/contracts/companies';
import type { BlConsignee, RegisterConsigneeBody, RegisteredConsignee } from '@portside/contracts/consignees';
import { consigneeMessages as messages } from '@portside/contracts/consignees';
import { eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { refuseConflicts } from '../../db/constraints';
import { withRollups } from '../../db/rollups/maintain';
import { billingInvoices, companies, consignees, items } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { suggestConsigneeFor } from '../pdf-converter/suggest-consignees';

/** The BL's consignee as printed, the registry consignee it is tied to (with its company's TIN), and whether billed. */
async function blOf(db: Db, itemId: number) {
  const [bl] = await db
    .select({
      itemId: items.id,
      blNo: items.blNo,
      printed: items.consignee,
      consigneeId: consignees.id,
      consigneeName: consignees.name,
      companyId: companies.id,
      companyName: companies.name,
      companyTin: companies.tin,
      invoiceId: billingInvoices.id,
    })
    .from(items)
    .leftJoin(consignees, eq(consignees.id, items.consigneeId))
    .leftJoin(companies, eq(companies.id, consignees.companyId))
    .leftJoin(billingInvoices, eq(billingInvoices.itemId, items.id))
    .where(eq(items.id, itemId));
  if (!bl) throw new NotFound(messages.blNotFound);
  return bl;
}

/** GET /items/{id}/consignee: what billing and the review show of a BL's consignee, and the registry's suggestion. */
export async function readBlConsignee(db: Db, itemId: number): Promise<BlConsignee> {
  const bl = await blOf(db, itemId);
  const registered =
    bl.consigneeId === null || bl.consigneeName === null
      ? null
      : {
          id: bl.consigneeId,
          name: bl.consigneeName,
          companyId: bl.companyId,
          companyName: bl.companyName,
          companyTin: bl.companyTin,
        };
  return {
    itemId: bl.itemId,
    blNo: bl.blNo,
    printed: bl.printed,
    registered,
    suggestion: registered ? null : await suggestConsigneeFor(db, bl.printed),
    billed: bl.invoiceId !== null,
  };
}

/**
 * Ties a BL to a registry consignee, inside `tx`: refused once it is billed (its invoice keeps its buyer), the
 * rollups moved from the printed name to the consignee, and the audit keeping both.
 */
async function assign(tx: Db, actor: Actor, itemId: number, consigneeId: number) {
  const bl = await blOf(tx, itemId);
  if (bl.invoiceId !== null) throw new Conflict(withValues(messages.blBilled, { blNo: bl.blNo }));
  const [consignee] = await tx.select({ id: consignees.id }).from(consignees).where(eq(consignees.id, consigneeId));
  if (!consignee) throw new NotFound(messages.notFound);
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
  await inTransaction(db, async (tx) => {
    // The BL's row first: of two clerks tying one BL, the second waits and then reads the first one's choice.
    await tx.select({ id: items.id }).from(items).where(eq(items.id, itemId)).for('update');
    await assign(tx, actor, itemId, consigneeId);
  });
  return readBlConsignee(db, itemId);
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
      let companyId = body.companyId;
      if (body.company) {
        const { name, kindId, tin, registeredAddress } = body.company;
        const refusals = { duplicate: companyMessages.duplicate, inUse: companyMessages.unknownKind };
        const [company] = await refuseConflicts(refusals, () =>
          tx.insert(companies).values({ name, kindId, tin, registeredAddress, isClient: true }).returning(),
        );
        if (!company) throw new Error('the company insert returned nothing');
        await recordAudit(tx, actor, { action: 'create', entity: 'companies', entityId: company.id, after: company });
        companyId = company.id;
      } else if (companyId !== null) {
        const [company] = await tx
          .select({ isClient: companies.isClient })
          .from(companies)
          .where(eq(companies.id, companyId));
        if (!company) throw new Conflict(messages.unknownCompany);
        if (!company.isClient) throw new Conflict(messages.notClient);
      }
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
