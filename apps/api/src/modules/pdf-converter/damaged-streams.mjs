// PDFium reads a Flate stream that breaks off half way as the part it could inflate: a page whose content is damaged
// in its middle would be read in part, and its rows lost without a word. Before reading, the streams the text needs
// (page content, forms, fonts, object streams; not pictures, colour profiles, metadata or attachments) are inflated
// here, their output thrown away.
import { constants, inflateRawSync } from 'node:zlib';

/**
 * What all the judged streams may inflate to, and one of them (held at once): a manifest's are some megabytes, an
 * embedded font's a few; a bomb is refused as too heavy.
 */
const judgedOutput = 128 * 1024 * 1024;
const streamOutput = 32 * 1024 * 1024;
/** More streams than any manifest has: judging them all is left to pdfjs (see read-text-child.mjs). */
const judgedStreams = 20_000;
/** How far before "stream" its dictionary is looked for. */
const dictionaryReach = 4096;
const streamKeyword = /(?<!end)stream(?:\r\n|\n|\r)/g;
const flateOnly = /\/Filter\s*(?:\/(?:FlateDecode|Fl)\b|\[\s*\/(?:FlateDecode|Fl)\s*\])/;
const flateInChain = /\/(?:FlateDecode|Fl)\b/;
const notText = /\/Subtype\s*\/Image|\/Type\s*\/(?:Metadata|EmbeddedFile)|\/Alternate\b/;
const whitespace = /^[\0\t\n\f\r ]*$/;
const afterDictionary = />>[\0\t\n\f\r ]*$/;

/**
 * What the first reader of a PDF finds of its streams: `whole`; `damaged` when one breaks off (bad data, cut short,
 * or ended early with other bytes after it); `tooHeavy` when they inflate to more than a manifest could; `unjudged`
 * when some cannot be judged from the file's bytes (encrypted, a Flate stage behind another filter, too many
 * streams), for pdfjs to read every page instead.
 */
export function judgeStreams(data) {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('latin1');
  // An encrypted file's streams are decrypted before they inflate.
  if (text.includes('/Encrypt')) return 'unjudged';
  let budget = judgedOutput;
  let streams = 0;
  let unjudged = false;
  streamKeyword.lastIndex = 0;
  for (let match = streamKeyword.exec(text); match; match = streamKeyword.exec(text)) {
    // A stream follows its dictionary's ">>"; the word anywhere else is data.
    if (!afterDictionary.test(text.slice(Math.max(0, match.index - 256), match.index))) continue;
    if (++streams > judgedStreams) return 'unjudged';
    const reach = text.slice(Math.max(0, match.index - dictionaryReach), match.index);
    const dictionary = reach.slice(reach.lastIndexOf('obj') + 3);
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return 'damaged';
    streamKeyword.lastIndex = end;
    if (notText.test(dictionary)) continue;
    if (!flateOnly.test(dictionary)) {
      unjudged ||= flateInChain.test(dictionary);
      continue;
    }
    const judged = inflated(Buffer.from(data.buffer, data.byteOffset + start, end - start), budget);
    if (typeof judged === 'string') return judged;
    budget -= judged;
  }
  return unjudged ? 'unjudged' : 'whole';
}

/**
 * The bytes a Flate stream inflates to, or why not: its zlib header (2 bytes, which some writers leave out, as PDFium
 * allows), the deflate data, then a checksum (not required: PDFium ignores it) and spacing. Garbage after a break is
 * found unless it happens to end the deflate data in the stream's last bytes (about one case in a thousand,
 * damaged-streams.test.ts).
 */
function inflated(stream, budget) {
  if (stream.length <= 64 && whitespace.test(stream.toString('latin1'))) return 0;
  const zlibHeader = stream.length >= 2 && (stream[0] & 0x0f) === 8 && ((stream[0] << 8) | stream[1]) % 31 === 0;
  const deflated = zlibHeader ? stream.subarray(2) : stream;
  const maxOutputLength = Math.min(budget, streamOutput);
  try {
    const { buffer, engine } = inflateRawSync(deflated, { info: true, maxOutputLength });
    const rest = deflated.subarray(engine.bytesWritten + 4);
    return whitespace.test(rest.toString('latin1')) ? buffer.length : 'damaged';
  } catch (error) {
    if (error.code === 'ERR_BUFFER_TOO_LARGE') return 'tooHeavy';
    // A stream that ends with a sync flush and no final block (Acrobat's incremental updates, PDFium's own saves).
    const data = withoutTrailingSpace(deflated);
    if (error.code !== 'Z_BUF_ERROR' || !endsWithSyncFlush(data)) return 'damaged';
    try {
      return inflateRawSync(data, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength }).length;
    } catch (again) {
      return again.code === 'ERR_BUFFER_TOO_LARGE' ? 'tooHeavy' : 'damaged';
    }
  }
}

/** A stream's data without the line end before "endstream" (a sync flush's own zeros are data). */
function withoutTrailingSpace(data) {
  let end = data.length;
  while (end > 0 && [0x09, 0x0a, 0x0c, 0x0d, 0x20].includes(data[end - 1])) end--;
  return data.subarray(0, end);
}
const syncFlush = [0x00, 0x00, 0xff, 0xff];
const endsWithSyncFlush = (data) => data.length >= 4 && syncFlush.every((byte, index) => data.at(index - 4) === byte);
