// The ruling lines of a page's drawing (read-text-pages.mjs), from its paths already placed on the page: a flat list
// of codes, each followed by its point (x, y) but closePath.
export const moveTo = 0;
export const lineTo = 1;
/** A point of a curve: it moves the pen, but draws no rule. */
export const curvePoint = 2;
export const closePath = 4;

/** A filled rectangle at most this thick (in points) is a ruling line drawn as a fill, as browsers draw borders. */
const thinFill = 2;
/** How far from level or plumb (in points) a stroked segment may be and still count as a rule. */
const slant = 0.5;

const rule = (x0, y0, x1, y1) => ({
  x0: Math.min(x0, x1),
  y0: Math.min(y0, y1),
  x1: Math.max(x0, x1),
  y1: Math.max(y0, y1),
});

/** The level and plumb straight segments of a stroked path, closing segments included, added to `rules`. */
export function strokedRules(path, rules) {
  let start = null;
  let current = null;
  const segment = (to) => {
    if (current && (Math.abs(to[0] - current[0]) <= slant || Math.abs(to[1] - current[1]) <= slant)) {
      rules.push(rule(current[0], current[1], to[0], to[1]));
    }
  };
  for (let at = 0; at < path.length; ) {
    const op = path[at++];
    if (op === closePath) {
      if (start) segment(start);
      current = start;
      continue;
    }
    const point = [path[at], path[at + 1]];
    at += 2;
    if (op === lineTo) segment(point);
    else if (op === moveTo) start = point;
    current = point;
  }
}

/** Each filled subpath of straight lines no thicker than `thinFill`: a rule along its middle, added to `rules`. */
export function filledRules(path, rules) {
  let box = null;
  let straight = true;
  const flush = () => {
    if (box && straight) {
      const [x0, y0, x1, y1] = box;
      if (y1 - y0 <= thinFill && x1 - x0 > y1 - y0) rules.push(rule(x0, (y0 + y1) / 2, x1, (y0 + y1) / 2));
      else if (x1 - x0 <= thinFill && y1 - y0 > x1 - x0) rules.push(rule((x0 + x1) / 2, y0, (x0 + x1) / 2, y1));
    }
    box = null;
    straight = true;
  };
  for (let at = 0; at < path.length; ) {
    const op = path[at++];
    if (op === closePath) continue;
    if (op === moveTo) flush();
    if (op === curvePoint) straight = false;
    const x = path[at];
    const y = path[at + 1];
    at += 2;
    box = box ? [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x), Math.max(box[3], y)] : [x, y, x, y];
  }
  flush();
}

/**
 * Level times plumb lines a table may draw (lattice.ts's maxPairs): a page of more (graph paper) is no table, is read
 * by its whitespace, and the drawing of its document's other pages is not read.
 */
const maxPairs = 100_000;

/** Whether a page draws more distinct level and plumb lines than any table (a cell's borders drawn apart count once). */
export function finerThanAnyTable(rules) {
  const levels = new Set();
  const plumbs = new Set();
  for (const rule of rules) {
    if (rule.x1 - rule.x0 > rule.y1 - rule.y0) levels.add(Math.round(rule.y0));
    else plumbs.add(Math.round(rule.x0));
  }
  return levels.size * plumbs.size > maxPairs;
}
