import {
  type CertificateBody,
  officialReceiptMessages as messages,
  type OfficialReceiptDetail,
  type WithholdingDefault,
} from '@portside/contracts/official-receipts';
import { and, eq } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { percentOf } from '../../db/percent';
import { appSettings, billingInvoices, officialReceipts, receiptWithholdings } from '../../db/schema/index';
import { Conflict, NotFound, withValues } from '../../errors';
import { type Actor, recordAudit } from '../audit/record';
import { readOfficialReceipt } from './queries';

/** The withholding rate the receipt form proposes: the settings' (2% until an admin sets another). */
export async function withholdingDefault(db: Db): Promise<WithholdingDefault> {
  const [row] = await db.select({ percent: percentOf(appSettings.withholdingRate) }).from(appSettings);
  return { percent: row?.percent ?? '2.00' };
}

/**
 * Records the BIR Form 2307 of one invoice a standing receipt settles, received after the receipt (it was marked
 * pending): once, audited. The receipt's row is locked, so a cancellation racing it is seen, and of two clerks
 * recording one certificate the second finds it recorded.
 */
export async function recordCertificate(
  db: Db,
  actor: Actor,
  receiptId: number,
  body: CertificateBody,
): Promise<OfficialReceiptDetail> {
  await inTransaction(db, async (tx) => {
    const [receipt] = await tx
      .select({ orNumber: officialReceipts.orNumber, cancelledAt: officialReceipts.cancelledAt })
      .from(officialReceipts)
      .where(eq(officialReceipts.id, receiptId))
      .for('update');
    if (!receipt) throw new NotFound(messages.receiptNotFound);
    const [withholding] = await tx
      .select({
        id: receiptWithholdings.id,
        invoiceNumber: billingInvoices.invoiceNumber,
        certificateNumber: receiptWithholdings.certificateNumber,
      })
      .from(receiptWithholdings)
      .innerJoin(billingInvoices, eq(billingInvoices.id, receiptWithholdings.invoiceId))
      .where(
        and(eq(receiptWithholdings.receiptId, receiptId), eq(receiptWithholdings.invoiceId, body.billingInvoiceId)),
      );
    if (!withholding) {
      const [invoice] = await tx
        .select({ invoiceNumber: billingInvoices.invoiceNumber })
        .from(billingInvoices)
        .where(eq(billingInvoices.id, body.billingInvoiceId));
      throw new NotFound(
        withValues(messages.withholdingNotFound, { invoiceNumber: invoice?.invoiceNumber ?? body.billingInvoiceId }),
      );
    }
    if (receipt.cancelledAt)
      throw new Conflict(withValues(messages.certificateOnCancelled, { orNumber: receipt.orNumber }));
    if (withholding.certificateNumber !== null)
      throw new Conflict(
        withValues(messages.certificateRecorded, {
          invoiceNumber: withholding.invoiceNumber,
          certificateNumber: withholding.certificateNumber,
        }),
      );
    await tx
      .update(receiptWithholdings)
      .set({ certificateNumber: body.certificateNumber })
      .where(eq(receiptWithholdings.id, withholding.id));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'official_receipts',
      entityId: receiptId,
      before: { invoiceId: body.billingInvoiceId, certificateNumber: null },
      after: { invoiceId: body.billingInvoiceId, certificateNumber: body.certificateNumber },
    });
  });
  return readOfficialReceipt(db, receiptId);
}
