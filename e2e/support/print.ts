import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { readPdfText } from '../../apps/api/src/modules/pdf-converter/read-text';

/**
 * The page as Chromium prints it on A4 paper (its print style sheet applied), which must fit one sheet: the sheet's
 * text, as the server's own PDF reader reads it.
 */
export async function printedSheet(page: Page): Promise<string> {
  const sheets = await readPdfText(await page.pdf({ format: 'A4' }), 0);
  expect(sheets, 'the number of A4 sheets printed').toHaveLength(1);
  return sheets.flatMap((sheet) => sheet.items.map((item) => item.text)).join(' ');
}
