import { chromium } from 'playwright-core';

/**
 * Chromium as the end-to-end tests and the fixture script run it: Debian's build (or CHROMIUM_PATH), headless, with
 * nothing fetched in the background. `npm test` never starts it for the parser (its PDFs are committed).
 */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });

/** An HTML page printed to PDF by Chromium (a browser's "Save as PDF"): paper size and margins as given. */
export async function printWithChromium(
  html: string,
  paper: { format: 'A4' | 'Letter'; landscape: boolean },
): Promise<Buffer> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return await page.pdf({ ...paper, margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' } });
  } finally {
    await browser.close();
  }
}
