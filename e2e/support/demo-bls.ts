import type { CompletedVessel, VesselItem } from '@portside/contracts/clearances';
import type { Consignee } from '@portside/contracts/consignees';
import type { GateItem, TrackingResult } from '@portside/contracts/tracking';
import type { Item, WorkOrder } from '@portside/contracts/work-orders';
import type { Page } from 'playwright-core';
import { ownOperators } from '../../apps/api/src/demo/names';
import { asDemoUser } from './api';

/**
 * The BLs of the demo's completed calls delivered by our arrastre (the ones the gate may release), a work order at a
 * time: the oldest arrivals or the newest first.
 */
async function* ourBls(page: Page, order: 'asc' | 'desc') {
  const commercial = await asDemoUser(page, 'commercial');
  const own: readonly string[] = ownOperators;
  for (let offset = 0; offset < 200; offset += 20) {
    const orders = await commercial<{ data: WorkOrder[] }>(
      `/work-orders?sort=arrivalDate&order=${order}&limit=20&offset=${offset}`,
    );
    for (const workOrder of orders.data.filter((each) => each.status === 'completed')) {
      const { data } = await commercial<{ data: Item[] }>(`/work-orders/${workOrder.id}/items`);
      for (const item of data) if (item.arrastre && own.includes(item.arrastre)) yield { item, workOrder };
    }
  }
}

/** A BL of the oldest calls that was cleared, billed, paid and has left the terminal, as the processor tracks it. */
export async function blGoneOut(page: Page): Promise<TrackingResult> {
  const processor = await asDemoUser(page, 'processor');
  for await (const { item, workOrder } of ourBls(page, 'asc')) {
    const { data } = await processor<{ data: TrackingResult[] }>(
      `/items/search-bl?bl_no=${encodeURIComponent(item.blNo)}`,
    );
    const found = data.find((result) => result.id === item.itemId);
    if (found?.clearanceNumber && found.invoiceNumber && found.orNumber && found.gateOutAt) return found;
    if (!found) throw new Error(`BL ${item.blNo} of ${workOrder.number} was not tracked`);
  }
  throw new Error('No demo BL was cleared, billed, paid and out');
}

/** A BL of the latest calls that the gate would release now (discharged, cleared, paid, ours, not out). */
export async function blReadyToLeave(page: Page): Promise<GateItem> {
  const guard = await asDemoUser(page, 'guard');
  for await (const { item } of ourBls(page, 'desc')) {
    const { data } = await guard<{ data: GateItem[] }>(`/gate/bl?bl_no=${encodeURIComponent(item.blNo)}`);
    const found = data.find((result) => result.id === item.itemId);
    // Three packages or more, to leave on three trucks.
    if (found && found.refusals.length === 0 && data.length === 1 && found.remainingPackages >= 3) return found;
  }
  throw new Error('No demo BL is ready to leave the terminal');
}

/**
 * A BL of the latest calls held at the gate only for the storage it owes (cleared and paid, ours, not out, the only BL
 * of its number), with three packages or more to leave on three trucks, whose storage no invoice bills yet and finance
 * can bill today.
 */
export async function blOwingStorage(page: Page): Promise<GateItem> {
  const guard = await asDemoUser(page, 'guard');
  const finance = await asDemoUser(page, 'finance');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Manila' });
  for await (const { item } of ourBls(page, 'desc')) {
    const { data } = await guard<{ data: GateItem[] }>(`/gate/bl?bl_no=${encodeURIComponent(item.blNo)}`);
    const found = data.find((result) => result.id === item.itemId);
    if (found?.refusals.join() !== 'storageOwed' || data.length !== 1 || found.remainingPackages < 3) continue;
    // None billed yet (no month end's invoice waiting for payment): the journey bills and pays all it owes.
    if (found.storageBilling?.billedTo) continue;
    // Billable to today (its buyer's TIN known when it comes to PHP 1,000 or more).
    const billable = await finance(
      `/billing-invoices/storage/preview?item_id=${found.id}&billing_date=${today}&storage_to=${today}`,
    ).then(
      () => true,
      () => false,
    );
    if (billable) return found;
  }
  throw new Error('No demo BL is held at the gate only for its storage');
}

/**
 * A BL of the demo's latest completed calls at the start of its paper trail: discharged and delivered by our arrastre
 * (the gate refuses it only for want of clearance and payment, and for the storage it may owe by now: few stay
 * uncleared within their free days), neither cleared nor billed, the only BL of its number, and billable: printed under
 * the registered name of a consignee with a client company (whose TIN the invoice prints). With its vessel as the
 * clearance picker offers it.
 */
export async function blToClear(page: Page): Promise<{ vessel: CompletedVessel; item: VesselItem }> {
  const refused = ['notCleared,notPaid', 'notCleared,notPaid,storageOwed'];
  const commercial = await asDemoUser(page, 'commercial');
  const guard = await asDemoUser(page, 'guard');
  const own: readonly string[] = ownOperators;
  const { data: vessels } = await commercial<{ data: CompletedVessel[] }>('/vessels/completed');
  for (const vessel of vessels) {
    const { data: items } = await commercial<{ data: VesselItem[] }>(`/vessels/${vessel.id}/items`);
    for (const item of items) {
      if (item.clearanceNumber || item.invoiceNumber || !item.arrastre || !own.includes(item.arrastre)) continue;
      const { data: atGate } = await guard<{ data: GateItem[] }>(`/gate/bl?bl_no=${encodeURIComponent(item.blNo)}`);
      if (atGate.length !== 1 || !refused.includes(atGate[0]?.refusals.join() ?? '')) continue;
      const { data: consignees } = await commercial<{ data: Consignee[] }>(
        `/consignees/?q=${encodeURIComponent(item.consignee)}&limit=100`,
      );
      if (consignees.some((consignee) => consignee.name === item.consignee && consignee.companyId !== null)) {
        return { vessel, item };
      }
    }
  }
  throw new Error('No BL of the demo’s completed calls is left to clear, bill, pay and release');
}
