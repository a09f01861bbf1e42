import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Spec messages arrive in English (zod schemas, server details). A known one is shown through its translation: the
 * `messages` section of each namespace holds them verbatim in English (translation for the shell and admin,
 * commercial for commercial screens, and so on). Anything else is shown as it came. Lines are kept.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return '';
      const namespaces = [i18n.options.defaultNS, ...(i18n.options.ns ?? [])].flat().filter(Boolean) as string[];
      return message
        .split('\n')
        .map((line) => {
          for (const ns of new Set(namespaces)) {
            const known = (i18n.getResourceBundle('en', ns)?.messages ?? {}) as Record<string, string>;
            const key = Object.keys(known).find((candidate) => known[candidate] === line);
            if (key)
              return (t as unknown as (key: string, options: { ns: string }) => string)(`messages.${key}`, { ns });
          }
          return line;
        })
        .join('\n');
    },
    [t, i18n],
  );
}
