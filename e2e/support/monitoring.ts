import type { Monitoring } from '@portside/contracts/operations';
import type { WorkOrder } from '@portside/contracts/work-orders';
import type { Page } from 'playwright-core';
import { apiGet } from './commercial';

/** A visit under way in the demo data: berthed, moves left to make and BLs left to discharge, not departed. */
export async function visitUnderWay(page: Page): Promise<{ order: WorkOrder; monitoring: Monitoring }> {
  const { data } = await apiGet<{ data: WorkOrder[] }>(page, '/work-orders?sort=arrivalDate&order=desc&limit=100');
  for (const order of data.filter((candidate) => candidate.status === 'final')) {
    const monitoring = await apiGet<Monitoring>(page, `/monitoring/work-order/${order.id}`);
    if (
      monitoring.firstMoveTime &&
      !monitoring.timeOfDeparture &&
      monitoring.balanceToMove > 100 &&
      monitoring.itemCount - monitoring.dischargedCount >= 2
    ) {
      return { order, monitoring };
    }
  }
  throw new Error('The demo data holds no visit under way');
}

/** The visit's last gang (its number of gangs, when recorded): a tally for a gang beyond them is refused. */
export const gangOf = (monitoring: Monitoring) => String(monitoring.noGang || 1);

/**
 * The button that counts the moves typed in the current hour: "Add moves" when the demo already counted the gang
 * there (the moves of the last lifts), else "Record tally"; either way the visit's moves grow by them.
 */
export async function tallyButton(page: Page) {
  const add = page.getByRole('button', { name: 'Add moves' });
  const record = page.getByRole('button', { name: 'Record tally' });
  await add.or(record).first().waitFor();
  return (await add.isVisible()) ? add : record;
}

/** A figure of the monitoring page by its label, and one read as a count. */
export const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
export const countOf = async (page: Page, label: string) =>
  Number((await figure(page, label).innerText()).replace(/\D/g, ''));
