import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

type MessageKey = keyof typeof import('../../public/locales/en/translation.json')['messages'];

/**
 * Spec messages arrive in English (zod schemas, server details). A known one is shown through its translation
 * (messages.* of the en translation holds them verbatim); anything else is shown as it came. Lines are kept.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return '';
      const known = (i18n.getResourceBundle('en', 'translation')?.messages ?? {}) as Record<string, string>;
      return message
        .split('\n')
        .map((line) => {
          const key = Object.keys(known).find((candidate) => known[candidate] === line) as MessageKey | undefined;
          return key ? t(`messages.${key}`) : line;
        })
        .join('\n');
    },
    [t, i18n],
  );
}
