import type { Locator, Page } from 'playwright-core';

export type Truck = { packages?: number; plate: string; driver: string; slip: string };

/**
 * Releases packages of the BL of `card` on one truck: its packages (all that remain, as the dialog says, unless told),
 * plate, driver and withdrawal slip, then Release. Answers the dialog, for its sizes.
 */
export async function releaseOnTruck(page: Page, card: Locator, blNo: string, truck: Truck): Promise<Locator> {
  await card.getByRole('button', { name: 'Release' }).click();
  const dialog = page.getByRole('dialog', { name: `Release BL ${blNo}?` });
  const remaining = await dialog.getByText(/ remains? in the terminal\.$/).innerText();
  const packages = truck.packages ?? Number(remaining.replace(/\D/g, ''));
  await dialog.getByRole('textbox', { name: /^Packages on this truck/ }).fill(String(packages));
  await dialog.getByRole('textbox', { name: /^Plate number/ }).fill(truck.plate);
  await dialog.getByRole('textbox', { name: /^Driver's name/ }).fill(truck.driver);
  await dialog.getByRole('textbox', { name: /^Withdrawal slip number/ }).fill(truck.slip);
  await dialog.getByRole('button', { name: 'Release' }).click();
  return dialog;
}
