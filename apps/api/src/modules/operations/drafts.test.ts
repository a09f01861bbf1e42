import { operationMessages } from '@portside/contracts/operations';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, workOrderUpdateRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test/app';
import { buildItem, buildWorkOrder } from '../../test/factories';
import { caller } from '../../test/visits';
import { itemRow } from '../work-orders/test/test-data';

let t: TestApp;
let operation: ReturnType<typeof caller>;
let commercial: ReturnType<typeof caller>;
let operatorName: string | null;
beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn('operation');
  operatorName = signedIn.user.name;
  operation = caller(t, signedIn.headers);
  commercial = caller(t, (await t.signIn('commercial')).headers);
});
afterAll(() => t.close());

const workOrderAudit = (id: number) =>
  t.db
    .select({ before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'work_orders'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

describe('confirming a draft', () => {
  it('moves a draft to final, audited, and refuses any other status', async () => {
    const { id } = await buildWorkOrder(t.db, { status: 'draft' });
    const confirmed = await operation('POST', `/api/work-orders/${id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'final', updateRequest: null });
    expect(await workOrderAudit(id)).toEqual([{ before: { status: 'draft' }, after: { status: 'final' } }]);

    const again = await operation('POST', `/api/work-orders/${id}/confirm`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: operationMessages.notADraft });
    expect((await operation('POST', '/api/work-orders/999999/confirm')).statusCode).toBe(404);
  });
});

describe('requesting an update', () => {
  it('sends a draft or a final work order back as a draft with the note, which commercial sees until it saves', async () => {
    const workOrder = await buildWorkOrder(t.db, { status: 'final' });
    const item = await buildItem(t.db, { workOrderId: workOrder.id, blNo: 'BL1' });
    const requested = await operation('POST', `/api/work-orders/${workOrder.id}/request-update`, {
      note: '  Consignee of BL1 is misspelled. ',
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({
      status: 'draft',
      updateRequest: { note: 'Consignee of BL1 is misspelled.', requestedBy: operatorName },
    });
    expect(await workOrderAudit(workOrder.id)).toEqual([
      { before: { status: 'final' }, after: { status: 'draft', updateRequest: 'Consignee of BL1 is misspelled.' } },
    ]);
    const seen = await commercial('GET', `/api/work-orders/${workOrder.id}`);
    expect(seen.json().updateRequest).toMatchObject({ note: 'Consignee of BL1 is misspelled.' });
    // The lists mark it as sent back, with the note (issue 25).
    const listed = async () =>
      (await commercial('GET', `/api/work-orders?q=${workOrder.number}`)).json().data[0]?.updateRequest;
    expect(await listed()).toEqual({
      note: 'Consignee of BL1 is misspelled.',
      requestedAt: expect.any(String),
      requestedBy: operatorName,
    });

    const saved = await commercial('PUT', `/api/work-orders/${workOrder.id}/items`, {
      items: [{ ...itemRow('BL1', { consignee: 'Luzon Steel Corp.' }), itemId: item.id }],
    });
    expect(saved.statusCode).toBe(200);
    const [request] = await t.db
      .select()
      .from(workOrderUpdateRequests)
      .where(eq(workOrderUpdateRequests.workOrderId, workOrder.id));
    expect(request?.resolvedAt).toBeInstanceOf(Date);
    expect((await commercial('GET', `/api/work-orders/${workOrder.id}`)).json().updateRequest).toBeNull();
    expect(await listed()).toBeNull();
    expect((await workOrderAudit(workOrder.id)).at(-1)?.after).toMatchObject({ updateRequestsResolved: 1 });
  });

  it('shows no request once operation confirms the draft it sent back', async () => {
    const workOrder = await buildWorkOrder(t.db, { status: 'draft' });
    await operation('POST', `/api/work-orders/${workOrder.id}/request-update`, { note: 'Check BL2' });
    expect((await commercial('GET', `/api/work-orders/${workOrder.id}`)).json().updateRequest).not.toBeNull();
    const confirmed = await operation('POST', `/api/work-orders/${workOrder.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'final', updateRequest: null });
    const listed = await commercial('GET', `/api/work-orders?q=${workOrder.number}`);
    expect(listed.json().data[0]).toMatchObject({ status: 'final', updateRequest: null });
  });

  it('refuses a completed work order and a missing note', async () => {
    const { id } = await buildWorkOrder(t.db, { status: 'completed' });
    const completed = await operation('POST', `/api/work-orders/${id}/request-update`, { note: 'Too late' });
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual({ detail: operationMessages.notEditable });
    const draft = await buildWorkOrder(t.db, { status: 'draft' });
    const blank = await operation('POST', `/api/work-orders/${draft.id}/request-update`, { note: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail[0]).toMatchObject({ loc: ['body', 'note'], msg: operationMessages.noteRequired });
    const long = await operation('POST', `/api/work-orders/${draft.id}/request-update`, { note: 'x'.repeat(1001) });
    expect(long.json().detail).toEqual([
      expect.objectContaining({ loc: ['body', 'note'], msg: operationMessages.noteTooLong }),
    ]);
    expect(
      await t.db.select().from(workOrderUpdateRequests).where(eq(workOrderUpdateRequests.workOrderId, id)),
    ).toEqual([]);
  });
});
