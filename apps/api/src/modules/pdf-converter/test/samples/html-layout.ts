import type { Layout, ManifestContent, ManifestEntry } from '../../../../demo/manifest-layout';
import { cellText, keysOf, totalsCells } from '../../../../demo/manifest-layout';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const families: Record<Layout['font'], string> = {
  Helvetica: 'Arial, Helvetica, sans-serif',
  'Times-Roman': '"Times New Roman", Times, serif',
  Courier: '"Courier New", Courier, monospace',
};

/**
 * A generated layout as a web system shows a manifest and a browser prints it (pdf-generator.ts draws the same layout
 * itself): the title above a table whose widths follow the layout's, labels over their lines (a group label spanning
 * its sub-columns, the header repeated on each page by the browser or printed once), cells wrapped by the browser,
 * borders, bands, addresses in the same or smaller type, totals and closing lines; page numbers in the browser's
 * footer. `paper` is what Chromium is asked to print on.
 */
export function htmlManifest(layout: Layout, content: ManifestContent) {
  const total = layout.columns.reduce((sum, column) => sum + column.width, 0);
  const groups = layout.groups ?? [];
  const grouped = (index: number) => groups.find((group) => index >= group.from && index <= group.to);
  const labelLines = (lines: string[]) => lines.filter(Boolean).map(escapeHtml).join('<br>');
  const figureColumn = (index: number) => !!layout.columns[index]?.align;
  const headerRows = groups.length
    ? [
        layout.columns
          .map((column, index) => {
            const group = grouped(index);
            if (!group)
              return `<th rowspan="2"${figureColumn(index) ? ' class="n"' : ''}>${labelLines(column.label)}</th>`;
            return index === group.from
              ? `<th colspan="${group.to - group.from + 1}" class="c">${escapeHtml(group.label)}</th>`
              : '';
          })
          .join(''),
        layout.columns
          .map((column, index) => (grouped(index) ? `<th class="n">${labelLines(column.label)}</th>` : ''))
          .join(''),
      ]
    : [
        layout.columns
          .map((column, index) => `<th${figureColumn(index) ? ' class="n"' : ''}>${labelLines(column.label)}</th>`)
          .join(''),
      ];
  const header = headerRows.map((cells) => `<tr>${cells}</tr>`).join('');
  const small = (layout.addressScale ?? 1) < 1 ? ' class="small"' : '';
  const cell = (entry: ManifestEntry, key: Layout['columns'][number]['key']) => {
    const [first = '', ...address] = cellText(layout, entry, key).map(escapeHtml);
    return first + address.map((line) => `<br><span${small}>${line}</span>`).join('');
  };
  const row = (cells: string[]) =>
    `<tr>${cells.map((text, index) => `<td${figureColumn(index) ? ' class="n"' : ''}>${text}</td>`).join('')}</tr>`;
  const totalsRow = (label: string, entries: ManifestEntry[]) => row(totalsCells(layout, label, entries));
  const rows: string[] = [];
  let group: ManifestEntry[] = [];
  for (const entry of content.entries) {
    if (layout.totals === 'per-consignee' && group.length && group[0]?.consignee[0] !== entry.consignee[0]) {
      rows.push(totalsRow('SUB-TOTAL', group));
      group = [];
    }
    rows.push(
      row(
        layout.columns.map((column) =>
          keysOf(column)
            .map((key) => cell(entry, key))
            .join('<br>'),
        ),
      ),
    );
    group.push(entry);
  }
  if (layout.totals === 'per-consignee' && group.length) rows.push(totalsRow('SUB-TOTAL', group));
  if (layout.totals === 'per-consignee') rows.push(totalsRow('GRAND TOTAL', content.entries));
  if (layout.totals === 'grand') rows.push(totalsRow('TOTAL', content.entries));
  const borders = layout.borders ?? 'none';
  const table = `<table class="${borders}${layout.zebra ? ' zebra' : ''}"><colgroup>${layout.columns
    .map((column) => `<col style="width:${((100 * column.width) / total).toFixed(2)}%">`)
    .join(
      '',
    )}</colgroup>${layout.repeatTableHeader ? `<thead>${header}</thead><tbody>` : `<tbody>${header}`}${rows.join(
    '',
  )}</tbody></table>`;
  const [lineName, ...title] = layout.title(content);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>
body { font-family: ${families[layout.font]}; font-size: ${layout.size}pt; margin: 0; line-height: ${layout.lineHeight} }
h1 { font-size: ${layout.size * 1.4}pt; margin: 0 0 2pt } p { margin: 0 0 2pt }
table { border-collapse: collapse; width: 100%; table-layout: fixed; margin-top: 6pt }
th, td { padding: 1pt 3pt; vertical-align: top; text-align: left; overflow-wrap: normal }
th { font-weight: bold; vertical-align: bottom } th.c { text-align: center }
.n { text-align: right }
table.grid th, table.grid td { border: 0.75pt solid #000 }
table.rows tr { border-bottom: 0.75pt solid #000 }
table.zebra tbody tr:nth-child(even) { background: #e6e6e6 }
tr { break-inside: ${layout.rowsAcrossPages ? 'auto' : 'avoid'} }
.small { font-size: ${((layout.addressScale ?? 1) * 100).toFixed(0)}% }
</style></head><body><h1>${escapeHtml(lineName ?? '')}</h1>${title.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
${table}${layout.closing.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</body></html>`;
  const landscape = layout.page.width > layout.page.height;
  const long = Math.max(layout.page.width, layout.page.height);
  const format: 'A4' | 'Letter' | 'Legal' = long > 900 ? 'Legal' : long > 800 ? 'A4' : 'Letter';
  return { html, paper: { format, landscape } };
}
