import { describe, expect, it } from 'vitest';
import { landed, screenshot, signIn, titled, useBrowser } from './support/browser';
import { blGoneOut, blReadyToLeave } from './support/demo-bls';
import { releaseOnTruck } from './support/gate';

const b = useBrowser();

describe('processor: track a BL', () => {
  it('shows a BL that was cleared, billed, paid and released with its clearance, invoice, OR and gate-out', async () => {
    const bl = await blGoneOut(b.page);
    await b.page.goto('/login');
    await signIn(b.page, 'processor');
    expect(await landed(b.page)).toBe('/processor/track');
    await titled(b.page, 'Track a bill of lading');
    const input = b.page.getByRole('combobox', { name: 'BL number' });
    const track = b.page.getByRole('button', { name: 'Track' });
    expect(await track.isDisabled()).toBe(true);
    await input.fill(`  ${bl.blNo.toLowerCase()}  `);
    await input.press('Enter');
    const row = b.page.getByRole('row').filter({ hasText: bl.vesselName }).filter({ hasText: bl.blNo });
    await row.waitFor();
    // The gate-out as the terminal (Asia/Manila) writes it, in the browser's English.
    const gateOut = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Manila',
    }).format(new Date(bl.gateOutAt as string));
    const documents = [bl.clearanceNumber, bl.invoiceNumber, bl.orNumber] as string[];
    const whereItStands = [
      ...documents.map((text) => row.getByText(text, { exact: true })),
      row.getByRole('cell', { name: gateOut, exact: true }),
    ];
    // All four in view on a 1,280 px screen, without scrolling the table sideways.
    for (const cell of whereItStands) {
      expect(await cell.isVisible()).toBe(true);
      const box = await cell.boundingBox();
      expect((box?.x ?? Number.POSITIVE_INFINITY) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    }
    expect(new URL(b.page.url()).searchParams.get('bl')).toBe(bl.blNo.toLowerCase());
    await screenshot(b.page, 'track-result');
  });
});

describe('guard: release at the gate', () => {
  it('releases a cleared and paid BL at phone width, and refuses it a second time', async () => {
    const bl = await blReadyToLeave(b.page);
    await b.page.setViewportSize({ width: 390, height: 844 });
    await b.page.goto('/login');
    await signIn(b.page, 'guard');
    // Scanned at once, before the gate's page is there: the number and Enter are kept for its input.
    await b.page.keyboard.type(bl.blNo);
    await b.page.keyboard.press('Enter');
    expect(await landed(b.page)).toBe('/gate');
    await titled(b.page, 'Release at the gate');
    const input = b.page.getByRole('combobox', { name: 'BL number' });
    const card = b.page.getByRole('article', { name: bl.blNo, exact: true });
    await card.waitFor();
    for (const badge of ['Discharged', 'Cleared', 'Paid']) {
      expect(await card.getByText(badge, { exact: true }).isVisible()).toBe(true);
    }
    expect(await card.getByText(/days? in the terminal since discharge/).isVisible()).toBe(true);
    const release = card.getByRole('button', { name: 'Release' });
    for (const target of [input, b.page.getByRole('button', { name: 'Find' }), release]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Three trucks: one package, then another, then the rest; each leaves with what remains said.
    const whole = bl.remainingPackages;
    const count = (n: number) => n.toLocaleString('en');
    let dialog = await releaseOnTruck(b.page, card, bl.blNo, {
      packages: 1,
      plate: 'nbc 1234',
      driver: 'Pedro Santos',
      slip: `WS-E2E-${bl.id}-1`,
    });
    const released = (packages: number, plate: string, remaining: number) =>
      `BL ${bl.blNo}: ${count(packages)} package${packages === 1 ? '' : 's'} left on truck ${plate}; ${count(remaining)} remain in the terminal.`;
    await b.page.getByText(released(1, 'NBC 1234', whole - 1)).waitFor();
    await card.getByText(`${count(whole - 1)} packages remain in the terminal`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    dialog = await releaseOnTruck(b.page, card, bl.blNo, {
      packages: 1,
      plate: 'RTX 5521',
      driver: 'Jose Cruz',
      slip: `WS-E2E-${bl.id}-2`,
    });
    await b.page.getByText(released(1, 'RTX 5521', whole - 2)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Release' }).click();
    dialog = b.page.getByRole('dialog', { name: `Release BL ${bl.blNo}?` });
    const confirm = dialog.getByRole('button', { name: 'Release' });
    expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await dialog.getByText(`${count(whole - 2)} packages remain in the terminal.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    dialog = await releaseOnTruck(b.page, card, bl.blNo, {
      plate: 'TAB 9087',
      driver: 'Ana Reyes',
      slip: `WS-E2E-${bl.id}-3`,
    });
    await b.page
      .getByText(
        `BL ${bl.blNo}: ${count(whole - 2)} package${whole === 3 ? '' : 's'} left on truck TAB 9087; nothing remains: the BL is out of the terminal.`,
      )
      .waitFor();
    await card.getByText(/^Left the terminal at /).waitFor();
    expect(await card.getByRole('button', { name: 'Release' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Print gate pass' }).count()).toBe(3);
    await dialog.waitFor({ state: 'detached' });
    await screenshot(b.page, 'gate-released');

    // The next scan replaces the number: it is selected, with the focus, in view below the sticky header.
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    const header = await b.page.getByRole('banner').boundingBox();
    const field = await input.boundingBox();
    expect(field?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(844);
    await b.page.keyboard.type(bl.blNo);
    await b.page.keyboard.press('Enter');
    await card.getByText(new RegExp(`^BL ${bl.blNo} already left the terminal at `)).waitFor();

    // A second release of the same BL (another guard's screen, or a repeated request) is refused.
    const token = await b.page.evaluate(() => localStorage.getItem('portside.accessToken'));
    const again = await b.page.request.post('/api/gate/releases', {
      headers: { authorization: `Bearer ${token}` },
      data: { item_id: bl.id, packages: 1, plate_number: 'NBC 1234', driver_name: 'Pedro Santos', slip_number: 'WS-9' },
    });
    expect(again.status()).toBe(409);
    expect((await again.json()).detail).toMatch(new RegExp(`^BL ${bl.blNo} already left the terminal at `));

    // The last truck's gate pass, printed for its driver from the card's list of trucks.
    await card.getByRole('link', { name: 'Print gate pass' }).last().click();
    const pass = b.page.getByRole('article', { name: 'Gate pass' });
    await pass.waitFor();
    for (const text of ['GATE PASS', bl.blNo, 'TAB 9087', 'Ana Reyes', `WS-E2E-${bl.id}-3`]) {
      expect(await pass.innerText()).toContain(text);
    }
    expect(await pass.getByRole('row', { name: /^Remaining in the terminal after this truck/ }).innerText()).toMatch(
      /0$/,
    );
    await screenshot(b.page, 'gate-pass');
  });
});
