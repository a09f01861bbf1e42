import { parse } from '@babel/parser';

/** Visible text that is not translated on purpose: the brand. */
export const allowedTexts: ReadonlySet<string> = new Set(['Portside']);

/**
 * Names whose string values reach the screen (or a screen reader): as JSX attributes (`<ConfirmDialog message=...>`)
 * and as keys of objects anywhere in a component file (`columns={[{ header: ... }]}`, `notifications.show({ message })`).
 */
const visibleNames = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'description',
  'error',
  'children',
  'message',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'header',
  'nothingFoundMessage',
]);
const hasLetter = /\p{L}/u;

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };
export type HardCodedString = { line: number; text: string };
type Text = { node: Node; text: string };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The string of a literal with no computed part (`'Saved'`, `` `Saved` ``), else null. */
function fixedString(node: unknown): string | null {
  if (!isNode(node)) return null;
  if (node.type === 'StringLiteral') return String(node.value);
  const quasis = node.quasis as { value: { cooked: string } }[] | undefined;
  if (node.type === 'TemplateLiteral' && quasis?.length === 1) return quasis[0]?.value.cooked ?? null;
  return null;
}

/**
 * English message constants are fine as plain module-level constants (`const failedMessage = 'Failed to ...'`) as
 * long as they reach the screen through the translator (`translate(failedMessage)`); shown as they are, they count.
 */
function moduleStringConstants(program: Node): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const id = declarator.id as Node;
      const text = fixedString(declarator.init);
      if (id.type === 'Identifier' && text !== null) constants.set(String(id.name), text);
    }
  }
  return constants;
}

/**
 * The texts an expression can put on the screen as it is: literals, both branches of a ternary, the value side of
 * && / || / ??, the parts of a template literal or a + concatenation, and module string constants. Calls (the
 * translator `t('key')`), conditions and anything computed give none.
 */
function visibleTexts(value: unknown, constants: ReadonlyMap<string, string>): Text[] {
  if (!isNode(value)) return [];
  switch (value.type) {
    case 'StringLiteral':
      return [{ node: value, text: String(value.value) }];
    case 'TemplateLiteral': {
      const fixed = (value.quasis as { value: { cooked: string } }[]).map((quasi) => quasi.value.cooked).join(' ');
      return [
        { node: value, text: fixed },
        ...(value.expressions as Node[]).flatMap((part) => visibleTexts(part, constants)),
      ];
    }
    case 'Identifier': {
      const text = constants.get(String(value.name));
      return text === undefined ? [] : [{ node: value, text }];
    }
    case 'JSXExpressionContainer':
    case 'ParenthesizedExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return visibleTexts(value.expression, constants);
    case 'ConditionalExpression':
      return [...visibleTexts(value.consequent, constants), ...visibleTexts(value.alternate, constants)];
    case 'LogicalExpression':
      return value.operator === '&&'
        ? visibleTexts(value.right, constants)
        : [...visibleTexts(value.left, constants), ...visibleTexts(value.right, constants)];
    case 'BinaryExpression':
      return value.operator === '+'
        ? [...visibleTexts(value.left, constants), ...visibleTexts(value.right, constants)]
        : [];
    case 'SequenceExpression':
      return visibleTexts((value.expressions as Node[]).at(-1), constants);
    default:
      return [];
  }
}

/** The name of a JSX attribute or a plain (not computed) object key. */
function nameOf(node: Node): string | null {
  if (node.type === 'JSXAttribute') {
    const name = node.name as Node;
    return name.type === 'JSXIdentifier' ? String(name.name) : null;
  }
  if (node.type === 'ObjectProperty' && !node.computed) {
    const key = node.key as Node;
    if (key.type === 'Identifier') return String(key.name);
    if (key.type === 'StringLiteral') return String(key.value);
  }
  return null;
}

/** Names bound to the message translator (`const translate = useMessage()`). */
function translatorNames(program: Node): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const init = value.init as Node | undefined;
    const id = value.id as Node | undefined;
    const callee = init?.callee as Node | undefined;
    if (value.type === 'VariableDeclarator' && id?.type === 'Identifier' && callee?.name === 'useMessage') {
      names.add(String(id.name));
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && typeof child === 'object') visit(child);
    }
  };
  visit(program);
  return names;
}

const noConstants: ReadonlyMap<string, string> = new Map();

/**
 * Finds hard-coded visible strings in a .tsx source: JSX text with letters; literals (and module string constants)
 * that JSX children, visible attributes or visible object keys show as they are, through ternaries, &&, template
 * literals and concatenation; and literals handed to the message translator inline (`translate('Unknown Client')`),
 * which belong in a module-level constant. Only the brand is allowed.
 */
export function findHardCodedStrings(source: string): HardCodedString[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['jsx', 'typescript'] });
  const constants = moduleStringConstants(ast.program as unknown as Node);
  const translators = translatorNames(ast.program as unknown as Node);
  const found: HardCodedString[] = [];
  const report = ({ node, text }: Text) => {
    const trimmed = text.trim();
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
    if (value.type === 'JSXText') report({ node: value, text: String(value.value) });
    if (value.type === 'JSXElement' || value.type === 'JSXFragment') {
      for (const child of value.children as Node[]) {
        if (child.type === 'JSXExpressionContainer') visibleTexts(child, constants).forEach(report);
      }
    }
    if (value.type === 'JSXAttribute' || value.type === 'ObjectProperty') {
      const name = nameOf(value);
      if (name !== null && visibleNames.has(name)) visibleTexts(value.value, constants).forEach(report);
    }
    const callee = value.callee as Node | undefined;
    if (value.type === 'CallExpression' && callee?.type === 'Identifier' && translators.has(String(callee.name))) {
      visibleTexts((value.arguments as Node[])[0], noConstants).forEach(report);
    }
    for (const [key, child] of Object.entries(value)) {
      if (key !== 'loc' && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
  return found;
}
