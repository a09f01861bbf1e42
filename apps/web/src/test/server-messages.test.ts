import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const contractsDir = join(import.meta.dirname, '../../../../packages/contracts/src');
const localesDir = join(import.meta.dirname, '../../public/locales/en');

/** Every English sentence the server may send, as exported by the contracts in `...Messages` objects. */
async function serverMessages(): Promise<string[]> {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const sentences: string[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(join(contractsDir, file));
    for (const [name, value] of Object.entries(module)) {
      if (name.endsWith('Messages') && value && typeof value === 'object') {
        sentences.push(...Object.values(value).filter((v): v is string => typeof v === 'string'));
      }
    }
  }
  return sentences;
}

function catalogue(): Set<string> {
  const known = new Set<string>();
  for (const file of readdirSync(localesDir)) {
    const messages = JSON.parse(readFileSync(join(localesDir, file), 'utf8')).messages ?? {};
    for (const value of Object.values(messages)) known.add(value as string);
  }
  return known;
}

describe('server sentences', () => {
  it('are all in a namespace catalogue, so every language shows them translated', async () => {
    const messages = await serverMessages();
    expect(messages.length).toBeGreaterThan(20);
    const known = catalogue();
    expect(messages.filter((message) => !known.has(message))).toEqual([]);
  });
});
