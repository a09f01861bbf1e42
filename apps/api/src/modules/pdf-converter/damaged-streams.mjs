// PDFium reads a Flate stream that breaks off half way as the part it could inflate: a page whose content is damaged
// in its middle would be read in part, and its rows lost without a word. Before reading, the streams the text needs
// (page content, forms, fonts, object streams; not pictures, colour profiles, metadata or attachments) are inflated
// here, their output thrown away.
import { inflateRawSync } from 'node:zlib';

/** What all the judged streams may inflate to: a manifest's are some megabytes; a bomb is refused as too heavy. */
const judgedOutput = 128 * 1024 * 1024;
/** More streams than any manifest has: judging them all is left to pdfjs (see read-text-child.mjs). */
const judgedStreams = 20_000;
/** How far before "stream" its dictionary is looked for. */
const dictionaryReach = 4096;
const streamKeyword = /(?<!end)stream(?:\r\n|\n|\r)/g;
const flateOnly = /\/Filter\s*(?:\/(?:FlateDecode|Fl)\b|\[\s*\/(?:FlateDecode|Fl)\s*\])/;
const flateInChain = /\/(?:FlateDecode|Fl)\b/;
const notText = /\/Subtype\s*\/Image|\/Type\s*\/(?:Metadata|EmbeddedFile)|\/Alternate\b/;
const whitespace = /^[\0\t\n\f\r ]*$/;

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
    if (
      !text
        .slice(Math.max(0, match.index - 16), match.index)
        .trimEnd()
        .endsWith('>>')
    )
      continue;
    if (++streams > judgedStreams) return 'unjudged';
    const reach = text.slice(Math.max(0, match.index - dictionaryReach), match.index);
    const dictionary = reach.slice(reach.lastIndexOf('obj') + 1);
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
  try {
    const { buffer, engine } = inflateRawSync(deflated, { info: true, maxOutputLength: budget });
    const rest = deflated.subarray(engine.bytesWritten + 4);
    return whitespace.test(rest.toString('latin1')) ? buffer.length : 'damaged';
  } catch (error) {
    return error.code === 'ERR_BUFFER_TOO_LARGE' ? 'tooHeavy' : 'damaged';
  }
}
