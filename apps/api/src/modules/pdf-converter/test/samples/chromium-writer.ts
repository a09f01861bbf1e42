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

export type Paper = { format: 'A4' | 'Letter' | 'Legal'; landscape: boolean };

/**
 * An HTML page printed to PDF by Chromium (a browser's "Save as PDF"): paper size and margins as given; `pageNumbers`:
 * the browser's footer says "Page n of N".
 */
export async function printWithChromium(html: string, paper: Paper, pageNumbers = false): Promise<Buffer> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent(html);
    return await page.pdf({
      ...paper,
      margin: { top: '12mm', bottom: '12mm', left: '10mm', right: '10mm' },
      ...(pageNumbers
        ? {
            displayHeaderFooter: true,
            headerTemplate: '<span></span>',
            footerTemplate:
              '<div style="font-size:7pt;width:100%;text-align:center">Page <span class="pageNumber"></span> of <span class="totalPages"></span></div>',
          }
        : {}),
    });
  } finally {
    await browser.close();
  }
}
