import { manifestMessages, maxManifestBytes } from '@portside/contracts/manifests';
import { Refused, TooLarge } from '../../errors';

export type ManifestFormat = 'pdf' | 'xlsx' | 'csv';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
const zip = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound files: Excel 97-2003 workbooks, and .xlsx files saved with a password (encrypted into one). */
const compoundFile = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** UTF-16 text with its byte order mark (Excel's "Unicode text" export), whose every other byte may be 0. */
const utf16 = (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]);

/**
 * What a manifest file is, judged by its bytes whatever its name or content type: a PDF (its header within the first
 * kilobyte, where readers look for it), an .xlsx workbook (a zip archive; the reader checks it holds a workbook), or
 * CSV (text: no NUL byte in its first 64 KB unless UTF-16). Since spec 5 says "less than 5MB", it has fewer than
 * 5 MB. The sentence that refuses it otherwise. Shared by the upload and the submit, so a file read at upload is
 * never refused at submit.
 */
export function manifestFormat(bytes: Uint8Array): ManifestFormat | { refusal: string } {
  if (bytes.length >= maxManifestBytes) return { refusal: manifestMessages.tooLarge };
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 64 * 1024));
  if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, zip)) return 'xlsx';
  if (startsWith(bytes, compoundFile)) return { refusal: manifestMessages.oldExcel };
  if (utf16(bytes) || !head.includes(0)) return 'csv';
  return { refusal: manifestMessages.fileType };
}

/** The file's format, or the refusal as the upload answers it (413 for the size, 400 otherwise). */
export function checkedFormat(bytes: Uint8Array): ManifestFormat {
  const format = manifestFormat(bytes);
  if (typeof format === 'string') return format;
  throw format.refusal === manifestMessages.tooLarge ? new TooLarge(format.refusal) : new Refused(format.refusal);
}

/** The content type a stored manifest is served with. */
export const contentTypes: Record<ManifestFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};
