import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './find-hard-coded-strings';

const srcDir = resolve(import.meta.dirname, '..');

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

describe('hard-coded visible strings', () => {
  it('finds JSX text, literal children and visible attributes, and lets translations and the brand through', () => {
    const sample = `
      export function Sample({ t }) {
        return (
          <Stack title="Settings">
            Hello there
            {'Literal child'}
            <TextInput label="Name" placeholder={\`Type here\`} aria-label={'Search'} error="Required" />
            <Image alt="Ship" src="/ship.png" className="wide" />
            <Button label={t('save')} description={t('help')}>{t('go')} 42 - </Button>
            <Text>Portside</Text>
          </Stack>
        );
      }`;
    expect(
      findHardCodedStrings(sample)
        .map((hit) => hit.text)
        .sort(),
    ).toEqual(['Settings', 'Hello there', 'Literal child', 'Name', 'Type here', 'Search', 'Required', 'Ship'].sort());
  });

  it('finds none in the components of the app', () => {
    const hits = tsxFiles(srcDir).flatMap((file) =>
      findHardCodedStrings(readFileSync(file, 'utf8')).map(
        (hit) => `${relative(srcDir, file)}:${hit.line} ${hit.text}`,
      ),
    );
    expect(hits).toEqual([]);
  });
});
