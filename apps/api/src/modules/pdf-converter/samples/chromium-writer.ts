import { chromium } from 'playwright-core';

/** The Debian build of Chromium, as the fixtures were made; `npm test` never starts it (the PDFs are committed). */
const executablePath = '/usr/bin/chromium';
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** An HTML page printed to PDF by Chromium (a browser's "Save as PDF"): paper size and margins as given. */
export async function printWithChromium(
  html: string,
  paper: { format: 'A4' | 'Letter'; landscape: boolean },
): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return await page.pdf({ ...paper, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } });
  } finally {
    await browser.close();
  }
}
