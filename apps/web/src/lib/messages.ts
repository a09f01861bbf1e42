import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type Known = { key: string; text: string; pattern: RegExp | null };

const placeholder = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "BL {{blNo}} is cleared." matches "BL MNL123 is cleared." with { blNo: 'MNL123' }. */
function patternOf(text: string): RegExp | null {
  if (!text.includes('{{')) return null;
  const parts = text.split(placeholder);
  const source = parts.map((part, index) => (index % 2 ? `(?<${part}>.+?)` : escapeRegExp(part))).join('');
  return new RegExp(`^${source}$`);
}

const knownByBundle = new WeakMap<object, Known[]>();
function knownMessages(i18n: I18n, ns: string): Known[] {
  const bundle = i18n.getResourceBundle('en', ns) as { messages?: Record<string, string> } | undefined;
  const messages = bundle?.messages;
  if (!messages) return [];
  let known = knownByBundle.get(messages);
  if (!known) {
    known = Object.entries(messages).map(([key, text]) => ({ key, text, pattern: patternOf(text) }));
    knownByBundle.set(messages, known);
  }
  return known;
}

/**
 * Spec messages arrive in English (zod schemas, server details). A known one is shown through its translation: the
 * `messages` section of each namespace holds them verbatim in English (translation for the shell and admin,
 * commercial for commercial screens, and so on). A message with values is held with placeholders ("BL {{blNo}} is
 * already cleared.") and its values are carried into the translation. Anything else is shown as it came. Lines are
 * kept.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return '';
      const namespaces = [i18n.options.defaultNS, ...(i18n.options.ns ?? [])].flat().filter(Boolean) as string[];
      const translate = t as unknown as (key: string, options: Record<string, string>) => string;
      return message
        .split('\n')
        .map((line) => {
          for (const ns of new Set(namespaces)) {
            for (const known of knownMessages(i18n, ns)) {
              if (known.text === line) return translate(`messages.${known.key}`, { ns });
              const values = known.pattern?.exec(line)?.groups;
              if (values) return translate(`messages.${known.key}`, { ...values, ns });
            }
          }
          return line;
        })
        .join('\n');
    },
    [t, i18n],
  );
}
