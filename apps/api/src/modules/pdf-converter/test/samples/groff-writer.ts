import { execFileSync } from 'node:child_process';

/**
 * A troff document (tables by tbl, with the ms macros when asked) typeset to PDF by groff's gropdf (Debian's `groff`
 * package; `groff-base` alone has no PDF device). Only the fixture script runs it.
 */
export function typesetWithGroff(
  source: string,
  paper: { format: 'A4' | 'Letter' | 'Legal'; landscape: boolean },
  macros: 'ms' | 'none',
): Buffer {
  const options = [
    '-t',
    ...(macros === 'ms' ? ['-ms'] : []),
    '-Tpdf',
    `-P-p${paper.format.toLowerCase()}`,
    ...(paper.landscape ? ['-P-l'] : []),
  ];
  return execFileSync('groff', options, { input: source, maxBuffer: 64 * 1024 ** 2 });
}

/** Text as troff prints it literally: backslashes, a leading control character, and a straight apostrophe. */
export const troffText = (text: string) => text.replaceAll('\\', '\\e').replaceAll("'", '\\(aq').replace(/^\./, '\\&.');
