import { chromium, type Page } from 'playwright-core';
import { manifestPdf } from './apps/api/src/modules/pdf-converter/samples/sample-pdfs';

const base = process.env.BASE ?? 'http://127.0.0.1:3999';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const list = ['Make / Model,VIN,Length (mm),Width (mm),Height (mm)', ...Array.from({ length: 120 }, (_, i) => `TOYOTA HILUX 2.4 G,MR0HA3CD${String(100000 + i)},5325,1855,1815`)].join('\r\n');

async function journey(page: Page, name: string, urdu: boolean) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('commercial');
  await page.getByLabel('Password', { exact: true }).fill('portside-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.includes('login'));
  await page.goto(`${base}/work-order`);
  await page.getByRole('combobox', { name: /^Vessel/ }).click();
  await page.getByRole('option').first().click();
  const pdf = manifestPdf('MV SHOT', 'V.1', [
    { blNo: 'SHOT0001', marksAndNumbers: 'N/M', shipper: 'TOYOTA TSUSHO', consignee: ['AUTO HOUSE INC'], noOfPackages: 120, contents: 'BRAND NEW PICK-UP TRUCKS', grossWeightKilos: 240000, cbm: 2160, stevedoring: 'AITSI', arrastre: 'AITSI' },
    { blNo: 'SHOT0002', marksAndNumbers: 'N/M', shipper: 'POSCO', consignee: ['CEBU STEEL CORP'], noOfPackages: 10, contents: 'STEEL COILS', grossWeightKilos: 240000, cbm: 60, stevedoring: 'PORTSIDE TERMINAL SERVICES INC.', arrastre: 'PORTSIDE TERMINAL SERVICES INC.' },
  ]);
  await page.locator('input[type="file"]').setInputFiles({ name: 'manifest.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Upload and read' }).click();
  await page.getByRole('checkbox', { name: 'Select BL SHOT0001' }).click();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import vehicle list' }).click();
  await (await chooser).setFiles({ name: 'vehicles.csv', mimeType: 'text/csv', buffer: Buffer.from(list) });
  await page.getByText('The list gives 120 vehicles').waitFor();
  if (urdu) {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'اردو' }).click();
    await page.waitForTimeout(1500);
  }
  await page.evaluate(() => {
    const button = document.querySelector('button:has(svg.tabler-icon-file-import)');
    button?.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -160);
  });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: false });
  await page.evaluate(() => document.querySelectorAll('nav')[document.querySelectorAll('nav').length - 1]?.scrollIntoView({ block: 'center' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shots/${name}-pager.png`, fullPage: false });
}

for (const [name, size, urdu] of [['vehicles-1440', { width: 1440, height: 900 }, false], ['vehicles-390', { width: 390, height: 844 }, false], ['vehicles-urdu-1440', { width: 1440, height: 900 }, true]] as const) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  try { await journey(page, name, urdu); } catch (error) { console.log(name, String(error).slice(0, 300)); await page.screenshot({ path: `/tmp/shots/${name}-error.png` }); }
  await context.close();
}
await browser.close();
