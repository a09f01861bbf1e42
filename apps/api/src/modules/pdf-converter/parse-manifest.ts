import { type DocumentTotals, type ManifestHeader, manifestMessages } from '@portside/contracts/manifests';
import { Refused } from '../../errors';
import { type Learned, nothingLearned } from '../manifest-layouts/labels';
import { findTableHeader } from './find-columns';
import { manifestHeader } from './header';
import { latticeTable } from './lattice';
import { type Line, pageLines } from './lines';
import type { TextPage } from './read-text';
import { type ManifestRow, tableRows } from './rows';
import { linesSight, type TableSight } from './table-sight';

export type ParsedManifest = {
  header: ManifestHeader;
  rows: ManifestRow[];
  pages: number;
  totals: DocumentTotals | null;
  /** The table's columns and first lines as read, for the clerk; null when read by its borders. */
  sight: TableSight | null;
};

/** A PDF's text, checked against the limits, and its lines page by page. */
export type ManifestText = { pages: TextPage[]; lines: Line[][] };

/**
 * Text items and rules, and characters, a manifest may hold: a genuine 60-page one has about 17,000 items and 244,000
 * characters. More is a file made to keep the server busy, refused as too complex before any work on it, so that
 * the table stage, run in the server's thread, has bounded work (docs/decisions.md).
 */
export const maxTextItems = 100_000;
export const maxTextCharacters = 1_500_000;

/** The text of a PDF's pages as lines, refused as too complex beyond the limits above. */
export function manifestText(pages: TextPage[]): ManifestText {
  const items = pages.reduce((count, page) => count + page.items.length + page.rules.length, 0);
  if (items > maxTextItems) throw new Refused(manifestMessages.tooComplex);
  let characters = 0;
  for (const page of pages) for (const item of page.items) characters += item.text.length;
  if (characters > maxTextCharacters) throw new Refused(manifestMessages.tooComplex);
  return { pages, lines: pages.map(pageLines) };
}

/** The manifest of a PDF's pages (`manifestText` and `readManifestText`), with labels taught for its layout. */
export const parseManifest = (pages: TextPage[], learned: Learned = nothingLearned) =>
  readManifestText(manifestText(pages), learned);

/**
 * The table of a manifest's text, read by its borders when it draws them, else by its whitespace: the first page with
 * a header row starts it; the text above that is its header. Labels taught for the layout come before the vocabulary.
 */
export function readManifestText({ pages, lines }: ManifestText, learned: Learned): ParsedManifest {
  const lattice = latticeTable(
    pages.map((page, index) => ({ lines: lines[index] ?? [], rules: page.rules })),
    learned,
  );
  if (lattice) {
    return {
      header: manifestHeader(lattice.above),
      rows: lattice.rows,
      totals: lattice.totals,
      pages: pages.length,
      sight: null,
    };
  }
  const headers = lines.map((page) => findTableHeader(page, learned));
  const first = headers.findIndex(Boolean);
  const header = headers[first];
  if (!header) throw new Refused(manifestMessages.noTable);
  return {
    header: manifestHeader((lines[first] ?? []).slice(0, header.top)),
    ...tableRows(lines, headers),
    pages: pages.length,
    sight: linesSight(header.columns, (lines[first] ?? []).slice(header.bodyStart)),
  };
}
