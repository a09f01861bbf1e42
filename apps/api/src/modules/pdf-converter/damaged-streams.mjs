// PDFium reads a Flate stream that breaks off half way as the part it could inflate: a page whose content is damaged
// in its middle would be read in part, and its rows lost without a word. A PDF is damaged when one of its Flate
// streams (page content, forms, fonts, object streams; not pictures, which the text does not need) does not inflate
// to its end.
import { inflateRawSync } from 'node:zlib';

/** A stream that inflates to more is not judged here: the reader's memory cap stops it (bad-files.test.ts). */
const judgedOutput = 64 * 1024 * 1024;
const streamKeyword = /(?<!end)stream(?:\r\n|\n)/g;
const flateOnly = /\/Filter\s*(?:\/FlateDecode|\[\s*\/FlateDecode\s*\])/;
const picture = /\/Subtype\s*\/Image/;
const whitespace = /^[\0\t\n\f\r ]*$/;

/**
 * Whether the bytes of a stream inflate whole: its zlib header (2 bytes), deflate data, then checksum and spacing.
 * Garbage after a break is found unless it happens to end the deflate data in the stream's last bytes (about one
 * case in a thousand, damaged-streams.test.ts).
 */
function inflatesWhole(stream) {
  const zlibHeader = stream.length >= 2 && (stream[0] & 0x0f) === 8 && ((stream[0] << 8) | stream[1]) % 31 === 0;
  // Some writers leave out the header; PDFium reads their data raw, and so does this.
  const deflated = zlibHeader ? stream.subarray(2) : stream;
  try {
    const { engine } = inflateRawSync(deflated, { info: true, maxOutputLength: judgedOutput });
    // PDFium ignores the checksum (4 bytes, or none), and so does this; what follows is spacing before "endstream".
    const rest = deflated.subarray(engine.bytesWritten + 4);
    return whitespace.test(rest.toString('latin1'));
  } catch (error) {
    return error.code === 'ERR_BUFFER_TOO_LARGE';
  }
}

/** Whether one of the PDF's Flate streams breaks off: bad data, cut short, or ended early with other bytes after. */
export function hasDamagedStream(data) {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  // An encrypted file's streams are inflated after decryption, which PDFium does; their bytes cannot be judged here.
  if (text.includes('/Encrypt')) return false;
  for (const match of text.matchAll(streamKeyword)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(text.lastIndexOf('obj', match.index) + 3, match.index);
    if (!flateOnly.test(dictionary) || picture.test(dictionary)) continue;
    const end = text.indexOf('endstream', start);
    if (end < 0) return true;
    if (!inflatesWhole(Buffer.from(data.buffer, data.byteOffset + start, end - start))) return true;
  }
  return false;
}
