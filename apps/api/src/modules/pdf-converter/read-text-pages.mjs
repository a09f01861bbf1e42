// Reads the text and ruling lines of a text PDF's pages with PDFium (Chrome's PDF engine, in WebAssembly), in the
// reader process (read-text-child.mjs). pdfjs, which draws a scan's pages for OCR, read text four times as slowly on
// pages that position each glyph by itself, as browsers print them (docs/decisions.md "PDFium reads a text PDF's
// words and drawing").
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { init } from '@embedpdf/pdfium';
import { closePath, curvePoint, filledRules, finerThanAnyTable, lineTo, moveTo, strokedRules } from './rules.mjs';

const wasmBinary = readFileSync(createRequire(import.meta.url).resolve('@embedpdf/pdfium/pdfium.wasm'));
let loaded = null;
/**
 * PDFium's own functions, called without the wrapper's conversions (which took half the reading), and its memory.
 */
const engine = () => {
  loaded ??= init({ wasmBinary }).then((module) => {
    const api = module.pdfium.wasmExports;
    api.PDFiumExt_Init();
    return api;
  });
  return loaded;
};

/** FPDF_GetLastError's code of a document that asks for a password. */
const passwordError = 4;
const pathObject = 2;
const imageObject = 3;
const formObject = 5;
/** A picture covering at least this share of its page makes the page a scan. */
const scannedShare = 0.5;
const segmentLine = 0;
const segmentBezier = 1;
const segmentMove = 2;

/** A failure of the file itself, told to the server as pdfjs's would be. */
export class PdfRefused extends Error {
  constructor(failure) {
    super(failure);
    this.failure = failure;
  }
}

/**
 * The pages of `part` (of `parts`, counted from 0) of a PDF, as the server's SentPage: its share of the pages in
 * order, so that readers of the same bytes read one file together; `first`, the number of its first page.
 */
export async function readTextPages({ data, part, parts }) {
  const pdfium = await engine();
  const bytes = pdfium.malloc(data.length);
  // Scratch for the numbers PDFium writes back: a matrix, a box, a point.
  const scratch = pdfium.malloc(64);
  try {
    // Out of memory: writing at 0 would overwrite PDFium's own data.
    if (!bytes || !scratch) throw new PdfRefused('tooHeavy');
    new Uint8Array(pdfium.memory.buffer).set(data, bytes);
    // No password (a null string).
    const document = pdfium.FPDF_LoadMemDocument(bytes, data.length, 0);
    if (!document) throw new PdfRefused(pdfium.FPDF_GetLastError() === passwordError ? 'encrypted' : 'damaged');
    try {
      const count = pdfium.FPDF_GetPageCount(document);
      if (count === 0) throw new PdfRefused('damaged');
      const first = Math.floor((part * count) / parts);
      const last = Math.floor(((part + 1) * count) / parts);
      const reader = pageReader(pdfium, scratch);
      // Reading a page's drawing is only worth it when its table draws lines: the first page that names a consignee
      // (every header row does) decides by its own lines, the pages before it (a cover letter) are read without. A
      // part that starts further on first looks for that page.
      let ruled = null;
      const rulesOf = (page) => {
        if (ruled === false) return [];
        if (ruled === true) return reader.rules(page);
        if (!page.namesConsignee) return [];
        const rules = reader.rules(page);
        ruled = rules.length > 0 && !finerThanAnyTable(rules);
        return ruled ? rules : [];
      };
      for (let index = 0; index < first && first < last && ruled === null; index++) {
        reader.withPage(document, index, (page) => rulesOf(page));
      }
      const pages = [];
      for (let index = first; index < last; index++) {
        pages.push(
          reader.withPage(document, index, (page) => {
            const rules = rulesOf(page);
            return {
              width: page.width,
              height: page.height,
              texts: page.texts,
              positions: Float64Array.from(page.positions),
              rules: Float64Array.from(rules.flatMap((rule) => [rule.x0, rule.y0, rule.x1, rule.y1])),
              ...(reader.pictured(page) ? { pictured: true } : {}),
            };
          }),
        );
      }
      return { pages, first: first + 1 };
    } finally {
      pdfium.FPDF_CloseDocument(document);
    }
  } finally {
    pdfium.free(scratch);
    pdfium.free(bytes);
  }
}

/** A page whose text names a consignee, as every manifest's header row does (CONSIGNEE, CNEE). */
const consignee = /CONSIGNEE|CNEE/i;

function pageReader(pdfium, scratch) {
  // Views of PDFium's memory, made again when it has grown (its buffer is then another).
  let buffer = null;
  let floats;
  let doubles;
  let ints;
  const views = () => {
    if (buffer !== pdfium.memory.buffer) {
      buffer = pdfium.memory.buffer;
      floats = new Float32Array(buffer);
      doubles = new Float64Array(buffer);
      ints = new Int32Array(buffer);
    }
  };
  const float = (index) => {
    views();
    return floats[scratch / 4 + index];
  };
  const double = (index) => {
    views();
    return doubles[scratch / 8 + index];
  };
  const int = (index) => {
    views();
    return ints[scratch / 4 + index];
  };

  /** The affine map from the page's space (PDF points from the media box's corner) to the view from its top left. */
  const viewOf = (page, width, height) => {
    // PDFium maps to whole device pixels, in 32-bit integers: a device up to 1,000 times the page keeps a thousandth
    // of a point, and points taken at the page box's corner stay within the device, however far its origin lies.
    const scale = Math.min(1000, 1e9 / Math.max(width, height, 1));
    pdfium.FPDF_GetPageBoundingBox(page, scratch);
    // FS_RECTF: left, top, right, bottom.
    const [left, bottom] = [float(0), float(3)];
    const at = (x, y) => {
      pdfium.FPDF_PageToDevice(page, 0, 0, width * scale, height * scale, 0, x, y, scratch, scratch + 4);
      return [int(0) / scale, int(1) / scale];
    };
    const [x0, y0] = at(left, bottom);
    const [ax, ay] = at(left + 100, bottom);
    const [cx, cy] = at(left, bottom + 100);
    const [a, b, c, d] = [(ax - x0) / 100, (ay - y0) / 100, (cx - x0) / 100, (cy - y0) / 100];
    return [a, b, c, d, x0 - a * left - c * bottom, y0 - b * left - d * bottom];
  };

  const withPage = (document, index, read) => {
    const handle = pdfium.FPDF_LoadPage(document, index);
    if (!handle) throw new PdfRefused('damaged');
    const text = pdfium.FPDFText_LoadPage(handle);
    try {
      const width = pdfium.FPDF_GetPageWidthF(handle);
      const height = pdfium.FPDF_GetPageHeightF(handle);
      const view = viewOf(handle, width, height);
      const { texts, positions } = words(text, view);
      return read({
        handle,
        view,
        width,
        height,
        texts,
        positions,
        namesConsignee: texts.some((word) => consignee.test(word)),
      });
    } finally {
      if (text) pdfium.FPDFText_ClosePage(text);
      pdfium.FPDF_ClosePage(handle);
    }
  };

  /**
   * The words of a page, each with its left edge and baseline (in the view), width and font size. A word ends at a
   * printed space, and where the next character does not follow
   * on the same baseline within a tenth of an em (as pdfjs put a space there) or goes back further than an em.
   */
  const words = (text, view) => {
    const texts = [];
    const positions = [];
    if (!text) return { texts, positions };
    const [a, b, c, d] = view;
    const mapX = (x, y) => a * x + c * y + view[4];
    const mapY = (x, y) => b * x + d * y + view[5];
    let word = '';
    let x = 0;
    let y = 0;
    let end = 0;
    let size = 0;
    const flush = () => {
      if (word) {
        texts.push(word);
        positions.push(x, y, end - x, size);
      }
      word = '';
    };
    const count = pdfium.FPDFText_CountChars(text);
    for (let index = 0; index < count; index++) {
      const code = pdfium.FPDFText_GetUnicode(text, index);
      // PDFium's own spaces and line breaks are left out: it breaks lines between a rotated page's letters.
      if (pdfium.FPDFText_IsGenerated(text, index) === 1) continue;
      if (isSpace(code)) {
        flush();
        continue;
      }
      pdfium.FPDFText_GetCharOrigin(text, index, scratch, scratch + 8);
      const originX = mapX(double(0), double(1));
      const originY = mapY(double(0), double(1));
      pdfium.FPDFText_GetLooseCharBox(text, index, scratch);
      // FS_RECTF: left, top, right, bottom; the view's right edge is the larger of its corners' x.
      const right = Math.max(mapX(float(0), float(1)), mapX(float(2), float(3)));
      // The size as printed: the font's size through the text's own matrix and the page's transform.
      pdfium.FPDFText_GetMatrix(text, index, scratch);
      const charSize =
        pdfium.FPDFText_GetFontSize(text, index) * Math.hypot(a * float(2) + c * float(3), b * float(2) + d * float(3));
      const gap = originX - end;
      if (word && (Math.abs(originY - y) > Math.min(size, charSize) / 3 || gap > 0.1 * size || gap < -size)) flush();
      if (!word) {
        x = originX;
        y = originY;
        size = charSize;
      }
      // PDFium marks a hyphen that ends a line with 2.
      word += code === lineEndHyphen ? '-' : String.fromCodePoint(code);
      end = Math.max(right, originX);
      size = Math.max(size, charSize);
    }
    flush();
    return { texts, positions };
  };

  /**
   * Each object of a page of type `kind` (paths or pictures), forms' included, with the matrix that places it in the
   * view; other objects are passed over without their matrices.
   */
  const walk = (page, kind, visit) => {
    const into = (object, outer) => {
      const type = pdfium.FPDFPageObj_GetType(object);
      if (type !== kind && type !== formObject) return;
      pdfium.FPDFPageObj_GetMatrix(object, scratch);
      const matrix = multiply([float(0), float(1), float(2), float(3), float(4), float(5)], outer);
      if (type === kind) {
        visit(object, matrix);
        return;
      }
      const count = pdfium.FPDFFormObj_CountObjects(object);
      for (let index = 0; index < count; index++) into(pdfium.FPDFFormObj_GetObject(object, index), matrix);
    };
    const count = pdfium.FPDFPage_CountObjects(page.handle);
    for (let index = 0; index < count; index++) into(pdfium.FPDFPage_GetObject(page.handle, index), page.view);
  };

  /**
   * The horizontal and vertical ruling lines of a page, as table extractors read them (camelot's "lattice"): stroked
   * straight segments and thin filled rectangles of its path objects, in the view.
   */
  const rules = (page) => {
    const found = [];
    walk(page, pathObject, (object, matrix) => {
      pdfium.FPDFPath_GetDrawMode(object, scratch, scratch + 4);
      const fill = int(0) !== 0;
      // An FPDF_BOOL, an int.
      const stroke = int(1) !== 0;
      if (!fill && !stroke) return;
      const path = flatPath(object, matrix);
      if (stroke) strokedRules(path, found);
      if (fill) filledRules(path, found);
    });
    return found;
  };

  /**
   * Whether a page paints a picture that covers half of it or more (a scanned page; a logo or a stamp does not): the
   * picture's unit square through its matrix.
   */
  const pictured = (page) => {
    let covered = 0;
    walk(page, imageObject, (_object, m) => {
      covered = Math.max(covered, Math.abs(m[0] * m[3] - m[1] * m[2]));
    });
    return covered >= scannedShare * page.width * page.height;
  };

  /** A path object's segments in the view, in the flat form of rules.mjs: moveTo, lineTo, curve and close codes. */
  const flatPath = (object, matrix) => {
    const path = [];
    const count = pdfium.FPDFPath_CountSegments(object);
    for (let index = 0; index < count; index++) {
      const segment = pdfium.FPDFPath_GetPathSegment(object, index);
      pdfium.FPDFPathSegment_GetPoint(segment, scratch, scratch + 4);
      const x = float(0);
      const y = float(1);
      const point = [matrix[0] * x + matrix[2] * y + matrix[4], matrix[1] * x + matrix[3] * y + matrix[5]];
      const type = pdfium.FPDFPathSegment_GetType(segment);
      if (type === segmentMove) path.push(moveTo, ...point);
      else if (type === segmentLine) path.push(lineTo, ...point);
      else if (type === segmentBezier) path.push(curvePoint, ...point);
      if (pdfium.FPDFPathSegment_GetClose(segment)) path.push(closePath);
    }
    return path;
  };

  return { withPage, rules, pictured };
}

/** `outer` after `inner`: a point through `inner`, then `outer`. */
const multiply = (inner, outer) => [
  inner[0] * outer[0] + inner[1] * outer[2],
  inner[0] * outer[1] + inner[1] * outer[3],
  inner[2] * outer[0] + inner[3] * outer[2],
  inner[2] * outer[1] + inner[3] * outer[3],
  inner[4] * outer[0] + inner[5] * outer[2] + outer[4],
  inner[4] * outer[1] + inner[5] * outer[3] + outer[5],
];

const lineEndHyphen = 2;
const isSpace = (code) => code === 32 || (code >= 9 && code <= 13) || code === 0xa0 || code === 0xfeff || code === 0;
