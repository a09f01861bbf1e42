import type { Layout, ManifestContent, ManifestEntry } from '../../../../demo/manifest-layout';
import { cellText, keysOf, totalsCells } from '../../../../demo/manifest-layout';
import { troffText } from './groff-writer';

const fonts: Record<Layout['font'], { regular: string; bold: string }> = {
  Helvetica: { regular: 'HR', bold: 'HB' },
  'Times-Roman': { regular: 'TR', bold: 'TB' },
  Courier: { regular: 'CR', bold: 'CB' },
};

/** A cell as a tbl text block, filled and wrapped by tbl to its column; its lines kept as given. */
const block = (lines: string[]) => `T{\n${lines.map(troffText).join('\n.br\n')}\nT}`;

/**
 * A generated layout as a troff document for groff (tbl inside the ms macros), as a report writer of Unix descent
 * prints a manifest (pdf-generator.ts draws the same layout itself): the title lines, a table whose widths follow the
 * layout's (labels over their lines, a group label spanning its sub-columns, the header repeated on each page by
 * `.TS H` or printed once), cells wrapped by tbl, every cell boxed or a rule under each BL or no rules, the address
 * under the consignee in the same or smaller type, totals rows, closing lines; the running head in ms's page header
 * and the footer in ms's. `pages`: the page count to print in "Page n of N" (a first typesetting tells it).
 */
export function troffManifest(layout: Layout, content: ManifestContent, pages = 1) {
  const font = fonts[layout.font];
  const groups = layout.groups ?? [];
  const grouped = (index: number) => groups.find((group) => index >= group.from && index <= group.to);
  const labelOf = (lines: string[]) => block(lines.filter(Boolean));
  const figure = (index: number) => layout.columns[index]?.align === 'right';
  // Widths in points (a fixed-width layout's are characters of 0.6 em); tbl adds its gutters (3 ens), so they are
  // taken off.
  const widths = layout.columns.map((column) =>
    Math.max(12, (layout.fixedWidth ? column.width * 0.6 * layout.size : column.width) - 1.5 * layout.size),
  );
  const labelAlign = layout.labelAlign === 'center' ? 'c' : 'l';
  const headerFormats = groups.length
    ? [
        layout.columns
          .map((_, index) => {
            const group = grouped(index);
            // A label beside a group's spans its two rows: centred between them in a centred layout (as tbl and office
            // suites set a spanned cell), else at their top (t).
            if (!group) return layout.labelAlign === 'center' ? 'cB' : 'lBt';
            return index === group.from ? 'cB' : 's';
          })
          .join(' '),
        layout.columns.map((_, index) => (grouped(index) ? 'cB' : '^')).join(' '),
      ]
    : [layout.columns.map(() => `${labelAlign}B`).join(' ')];
  const headerRows = groups.length
    ? [
        // A column a label spans (format s) takes no entry of its own.
        layout.columns
          .flatMap((column, index) => {
            const group = grouped(index);
            if (!group) return [labelOf(column.label)];
            return index === group.from ? [troffText(group.label)] : [];
          })
          .join('|'),
        layout.columns.map((column, index) => (grouped(index) ? labelOf(column.label) : '')).join('|'),
      ]
    : [layout.columns.map((column) => labelOf(column.label)).join('|')];
  const bodyFormat = `${layout.columns
    .map((_, index) => `${figure(index) ? 'r' : 'l'}w(${widths[index]?.toFixed(1)}p)`)
    .join(' ')} .`;

  const smaller = Math.round((1 - (layout.addressScale ?? 1)) * layout.size);
  const linesOf = (entry: ManifestEntry, key: Layout['columns'][number]['key']) => {
    const [first = '', ...address] = cellText(layout, entry, key).map(troffText);
    return [first, ...address.map((line) => (smaller > 0 ? `\\s-${smaller}${line}\\s+${smaller}` : line))];
  };
  // A column of figures prints one on its line; a cell of several lines is a text block.
  const cell = (entry: ManifestEntry, column: Layout['columns'][number]) => {
    const lines = keysOf(column).flatMap((key) => linesOf(entry, key));
    if (!column.below && figure(layout.columns.indexOf(column))) return lines[0] ?? '';
    return `T{\n${lines.join('\n.br\n')}\nT}`;
  };
  const rule = layout.borders === 'rows' ? ['_'] : [];
  const totalsRow = (label: string, entries: ManifestEntry[]) => totalsCells(layout, label, entries).join('|');
  const rows: string[] = [];
  let group: ManifestEntry[] = [];
  for (const entry of content.entries) {
    if (layout.totals === 'per-consignee' && group.length && group[0]?.consignee[0] !== entry.consignee[0]) {
      rows.push(totalsRow('SUB-TOTAL', group), ...rule);
      group = [];
    }
    rows.push(layout.columns.map((column) => cell(entry, column)).join('|'), ...rule);
    group.push(entry);
  }
  if (layout.totals === 'per-consignee' && group.length) rows.push(totalsRow('SUB-TOTAL', group));
  if (layout.totals === 'per-consignee') rows.push(totalsRow('GRAND TOTAL', content.entries));
  if (layout.totals === 'grand') rows.push(totalsRow('TOTAL', content.entries));

  const [lineName = '', ...title] = layout.title(content);
  const running = layout.pageHeader(2, pages, content)[0] ?? '';
  // The page number is troff's own register, read when the footer is printed.
  const pageMark = 987_654_321;
  const footer = troffText(layout.footer(pageMark, pages) ?? '').replace(String(pageMark), '\\\\n%');
  const landscape = layout.page.width > layout.page.height;
  const inches = (points: number) => `${(points / 72).toFixed(2)}i`;
  const source = [
    `.nr PS ${layout.size.toFixed(1)}`,
    `.nr VS ${(layout.size * layout.lineHeight).toFixed(1)}`,
    `.nr PO ${inches(layout.margin)}`,
    `.nr LL ${inches(layout.page.width - 2 * layout.margin)}`,
    `.nr HM ${inches(layout.margin + 12)}`,
    `.nr FM ${inches(layout.margin + 12)}`,
    '.nr HY 0',
    `.pl ${inches(layout.page.height)}`,
    `.ds FAM ${layout.font === 'Helvetica' ? 'H' : layout.font === 'Courier' ? 'C' : 'T'}`,
    // ms prints its page header from the second page on; the footer on every page.
    `.ds CH ${troffText(running)}`,
    `.ds CF ${footer}`,
    '.ds LF',
    '.ds RF',
    '.na',
    '.LP',
    '.nf',
    `\\f[${font.bold}]\\s+3${troffText(lineName)}\\s-3\\fP`,
    ...title.map(troffText),
    '.fi',
    `.TS${layout.repeatTableHeader ? ' H' : ''}`,
    `${layout.borders === 'grid' ? 'allbox, ' : ''}tab(|);`,
    ...headerFormats,
    bodyFormat,
    ...headerRows,
    ...(layout.borders === 'none' ? [] : ['_']),
    ...(layout.repeatTableHeader ? ['.TH'] : []),
    ...rows,
    '.TE',
    '.nf',
    ...layout.closing.map(troffText),
    '',
  ].join('\n');
  const long = Math.max(layout.page.width, layout.page.height);
  const format: 'A4' | 'Letter' | 'Legal' = long > 900 ? 'Legal' : long > 800 ? 'A4' : 'Letter';
  return { source, paper: { format, landscape } };
}
