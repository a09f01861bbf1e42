import { type ManifestHeader, manifestMessages } from '@portside/contracts/manifests';
import { Refused } from '../../errors';
import { findTableHeader } from './find-columns';
import { manifestHeader } from './header';
import { latticeTable } from './lattice';
import { pageLines } from './lines';
import type { TextPage } from './read-text';
import { type ManifestRow, tableRows } from './rows';

export type ParsedManifest = { header: ManifestHeader; rows: ManifestRow[]; pages: number };

/**
 * Text items and rules a manifest may hold: a genuine 60-page one has about 17,000 items. More is a file made to keep
 * the server busy, refused as damaged before any work on it.
 */
export const maxTextItems = 100_000;

/**
 * The table of a manifest's text, read by its borders when it draws them, else by its whitespace: the first page with
 * a header row starts it; the text above that is its header.
 */
export function parseManifest(pages: TextPage[]): ParsedManifest {
  const items = pages.reduce((count, page) => count + page.items.length + page.rules.length, 0);
  if (items > maxTextItems) throw new Refused(manifestMessages.damaged);
  const lines = pages.map(pageLines);
  const lattice = latticeTable(pages.map((page, index) => ({ lines: lines[index] ?? [], rules: page.rules })));
  if (lattice) return { header: manifestHeader(lattice.above), rows: lattice.rows, pages: pages.length };
  const headers = lines.map(findTableHeader);
  const first = headers.findIndex(Boolean);
  const header = headers[first];
  if (!header) throw new Refused(manifestMessages.noTable);
  return {
    header: manifestHeader((lines[first] ?? []).slice(0, header.top)),
    rows: tableRows(lines, headers),
    pages: pages.length,
  };
}
