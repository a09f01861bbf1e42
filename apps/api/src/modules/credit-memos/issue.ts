import { type CreditMemoBody, type CreditMemoDetail, creditMemoMessages } from '@portside/contracts/credit-memos';
import { decimal, scaled } from '@portside/contracts/money';
import { desc, eq, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { withRollups } from '../../db/rollups/maintain';
import { selectRows } from '../../db/rows';
import { billingInvoices, creditMemoLines, creditMemos } from '../../db/schema/index';
import { Conflict, Invalid, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { terminalToday } from '../settings/service';
import { readCreditMemo } from './queries';
import { type CreditedLine, splitMemo } from './split';

const messages = creditMemoMessages;

/**
 * The invoice a memo credits, as it stands now: its BL (null once cancelled), the day its receipt was issued (null
 * while unpaid), its amounts and what its memos took back. Spelled out: a select of one table names its columns
 * without the table, which a subquery would take as its own.
 */
async function invoiceOf(db: Db, id: number) {
  const [invoice] = await db
    .select({
      invoiceNumber: billingInvoices.invoiceNumber,
      itemId: billingInvoices.itemId,
      kind: billingInvoices.kind,
      paidOn: sql<string | null>`(select r.date_issued::text from official_receipts r
        where r.id = billing_invoices.official_receipt_id)`,
      netAmount: billingInvoices.netAmount,
      vatAmount: billingInvoices.vatAmount,
      creditedNet: sql<string>`(select coalesce(sum(m.net_amount), 0)::text
        from credit_memos m where m.invoice_id = billing_invoices.id)`,
      creditedVat: sql<string>`(select coalesce(sum(m.vat_amount), 0)::text
        from credit_memos m where m.invoice_id = billing_invoices.id)`,
    })
    .from(billingInvoices)
    .where(eq(billingInvoices.id, id));
  if (!invoice) throw new Invalid([{ path: ['billingInvoiceId'], message: messages.invoiceNotFound }]);
  return invoice;
}

/** The invoice's lines in print order (stevedoring, then arrastre), each with what earlier memos took back from it. */
const linesOf = (db: Db, invoiceId: number) =>
  selectRows<CreditedLine>(
    db,
    sql`select l.category, l.amount::text as amount,
        coalesce(sum(ml.net_amount), 0)::text as "creditedNet", coalesce(sum(ml.vat_amount), 0)::text as "creditedVat"
      from billing_invoice_lines l
      left join credit_memos m on m.invoice_id = l.invoice_id
      left join credit_memo_lines ml on ml.memo_id = m.id and ml.category = l.category
      where l.invoice_id = ${invoiceId}
      group by l.category, l.amount order by l.category desc`,
  );

/** Why this memo cannot credit the invoice as it stands on `memoDate`, or null. */
function refusalOf(invoice: Awaited<ReturnType<typeof invoiceOf>>, amount: string, memoDate: string) {
  const { invoiceNumber, paidOn } = invoice;
  if (invoice.itemId === null) return new Conflict(withValues(messages.cancelled, { invoiceNumber }));
  if (invoice.kind === 'storage') return new Conflict(withValues(messages.storageInvoice, { invoiceNumber }));
  if (paidOn === null) return new Conflict(withValues(messages.notPaid, { invoiceNumber }));
  if (memoDate < paidOn) {
    return new Invalid([
      { path: ['memoDate'], message: withValues(messages.dateBeforePayment, { invoiceNumber, paidOn }) },
    ]);
  }
  const total = scaled(invoice.netAmount, 2) + scaled(invoice.vatAmount, 2);
  const remaining = total - scaled(invoice.creditedNet, 2) - scaled(invoice.creditedVat, 2);
  if (scaled(amount, 2) > remaining) {
    return new Conflict(withValues(messages.exceedsInvoice, { invoiceNumber, remaining: decimal(remaining, 2) }));
  }
  return null;
}

/** Refuses a date before the latest memo's: the series is numbered in the order of the memos' dates. */
async function refuseBeforeLatest(db: Db, memoDate: string) {
  const [latest] = await db
    .select({ memoNumber: creditMemos.memoNumber, memoDate: creditMemos.memoDate })
    .from(creditMemos)
    .orderBy(desc(creditMemos.serial))
    .limit(1);
  if (latest && memoDate < latest.memoDate) {
    throw new Invalid([{ path: ['memoDate'], message: withValues(messages.dateBeforeLatest, latest) }]);
  }
}

/**
 * Issues a credit memo against a paid invoice (docs/domain.md "Credit memos"): numbered next in the one series
 * (CM-000001), its amount split into net and VAT over the invoice's lines, the revenue rollups moved by it on its
 * date, and the audit entry with its reason, in one transaction. The BL is locked (as a receipt's cancellation locks
 * it) and the invoice read again under that lock, so a memo and a receipt's cancellation racing cannot both pass; the
 * series is locked while the number is taken, so two memos at once never take one number nor leave a gap.
 */
export async function issueCreditMemo(db: Db, actor: Actor, body: CreditMemoBody): Promise<CreditMemoDetail> {
  const { billingInvoiceId, memoDate, amount, reason } = body;
  if (memoDate > (await terminalToday(db))) {
    throw new Invalid([{ path: ['memoDate'], message: messages.dateInFuture }]);
  }
  const first = await invoiceOf(db, billingInvoiceId);
  const refused = refusalOf(first, amount, memoDate);
  if (refused) throw refused;
  const id = await inTransaction(db, (tx) =>
    withRollups(tx, [first.itemId as number], async () => {
      // Only issuers wait for the series: readers of the memos (every rollup's move) never do, so none waits in a cycle.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portside.credit-memos'))`);
      await refuseBeforeLatest(tx, memoDate);
      const invoice = await invoiceOf(tx, billingInvoiceId);
      const refusedNow = refusalOf(invoice, amount, memoDate);
      if (refusedNow) throw refusedNow;
      const lines = await linesOf(tx, billingInvoiceId);
      const split = splitMemo(amount, { ...invoice, lines });
      const [next] = await selectRows<{ serial: number }>(
        tx,
        sql`select coalesce(max(serial), 0) + 1 as serial from ${creditMemos}`,
      );
      const serial = next?.serial ?? 1;
      const memoNumber = `CM-${String(serial).padStart(6, '0')}`;
      const [memo] = await tx
        .insert(creditMemos)
        .values({
          serial,
          memoNumber,
          invoiceId: billingInvoiceId,
          memoDate,
          netAmount: split.netAmount,
          vatAmount: split.vatAmount,
          reason,
          issuedBy: actor.id,
        })
        .returning();
      if (!memo) throw new Error('insert into credit_memos returned nothing');
      if (split.lines.length > 0) {
        await tx.insert(creditMemoLines).values(split.lines.map((line) => ({ memoId: memo.id, ...line })));
      }
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'credit_memos',
        entityId: memo.id,
        after: { ...memo, invoiceNumber: invoice.invoiceNumber, lines: split.lines },
        reason,
      });
      return memo.id;
    }),
  );
  return readCreditMemo(db, id);
}
