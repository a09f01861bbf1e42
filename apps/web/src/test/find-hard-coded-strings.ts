import { parse } from '@babel/parser';

/** Visible text that is not translated on purpose: the brand. */
export const allowedTexts: ReadonlySet<string> = new Set(['Portside']);

/** JSX attributes whose string values reach the screen (or a screen reader). */
const visibleAttributes = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'error',
  'children',
]);
const hasLetter = /\p{L}/u;

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };
export type HardCodedString = { line: number; text: string };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The text of a string literal or a template literal's fixed parts; null for anything computed. */
function literalText(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'StringLiteral') return String(node.value);
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(' ');
  }
  if (node.type === 'JSXExpressionContainer') return literalText(node.expression);
  return null;
}

/**
 * Finds hard-coded visible strings in a .tsx source: JSX text with letters, string literals as JSX children, and
 * string literals in the visible attributes above.
 */
export function findHardCodedStrings(source: string): HardCodedString[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  const found: HardCodedString[] = [];
  const report = (node: Node, text: string | null) => {
    const trimmed = text?.trim();
    if (trimmed && hasLetter.test(trimmed) && !allowedTexts.has(trimmed)) {
      found.push({ line: node.loc?.start.line ?? 0, text: trimmed });
    }
  };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === 'JSXText') report(value, String(value.value));
    if (value.type === 'JSXElement' || value.type === 'JSXFragment') {
      for (const child of value.children as Node[]) {
        if (child.type === 'JSXExpressionContainer') report(child, literalText(child));
      }
    }
    if (value.type === 'JSXAttribute') {
      const name = value.name as Node;
      if (name.type === 'JSXIdentifier' && visibleAttributes.has(String(name.name)))
        report(value, literalText(value.value));
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
  return found;
}
