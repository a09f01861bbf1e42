import { type ManifestHeader, manifestMessages } from '@portside/contracts/manifests';
import { HttpError } from '../../http-error';
import { findTableHeader } from './find-columns';
import { manifestHeader } from './header';
import { pageLines } from './lines';
import type { TextPage } from './read-text';
import { type ManifestRow, tableRows } from './rows';

export type ParsedManifest = { header: ManifestHeader; rows: ManifestRow[]; pages: number };

/** The table of a manifest's text: the first page with a header row starts it; the text above that is its header. */
export function parseManifest(pages: TextPage[]): ParsedManifest {
  const lines = pages.map(pageLines);
  const headers = lines.map(findTableHeader);
  const first = headers.findIndex(Boolean);
  const header = headers[first];
  if (!header) throw new HttpError(400, manifestMessages.noTable);
  return {
    header: manifestHeader((lines[first] ?? []).slice(0, header.top)),
    rows: tableRows(lines, headers),
    pages: pages.length,
  };
}
