import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackLanguage, languages, namespaces } from '../lib/languages';

const localesDir = resolve(import.meta.dirname, '../../public/locales');

function load(language: string, namespace: string): unknown {
  return JSON.parse(readFileSync(`${localesDir}/${language}/${namespace}.json`, 'utf8'));
}

/** Every key path of a translation file, nested objects joined with dots. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const others = languages.filter((language) => language.code !== fallbackLanguage);

describe('translations', () => {
  it.each(languages.flatMap((language) => namespaces.map((namespace) => [language.code, namespace])))(
    '%s has the %s namespace file',
    (language, namespace) => {
      expect(existsSync(`${localesDir}/${language}/${namespace}.json`)).toBe(true);
    },
  );

  it.each(others.flatMap((language) => namespaces.map((namespace) => [language.code, namespace])))(
    '%s/%s has every key of en, each with a text',
    (language, namespace) => {
      const translated = load(language, namespace);
      const missing = keysOf(load(fallbackLanguage, namespace)).filter((path) => {
        const text = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], translated);
        return typeof text !== 'string' || text.trim() === '';
      });
      expect(missing).toEqual([]);
    },
  );
});
