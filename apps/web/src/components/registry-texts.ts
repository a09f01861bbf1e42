import { useTranslation } from 'react-i18next';
import type commercial from '../../public/locales/en/commercial.json';
import type translation from '../../public/locales/en/translation.json';
import type { RegistryTexts } from './registry-page';

type RegistryKeys = Record<
  | 'title'
  | 'add'
  | 'search'
  | 'empty'
  | 'addTitle'
  | 'editTitle'
  | 'saved'
  | 'deleted'
  | 'deleteTitle'
  | 'deleteMessage',
  string
>;
/** The sections of a translation file that hold every text of a registry screen. */
type Sections<File> = { [K in keyof File]: File[K] extends RegistryKeys ? K : never }[keyof File];
/** A registry screen's section: of the admin screens' file (translation), or of commercial's. */
export type RegistrySection =
  | { ns: 'translation'; section: Sections<typeof translation> }
  | { ns: 'commercial'; section: Sections<typeof commercial> };

/**
 * The texts of a registry screen from its translation section; `saved`, `deleted` and `deleteMessage` name the row
 * with {{name}}.
 */
export function useRegistryTexts<Row>(
  where: Sections<typeof translation> | RegistrySection,
  nameOf: (row: Row) => string,
  messages: { fetchFailed: string; deleteFailed: string },
): RegistryTexts<Row> & { addTitle: string; editTitle: string } {
  const { ns, section } = typeof where === 'string' ? ({ ns: 'translation', section: where } as const) : where;
  const { t } = useTranslation(ns);
  const text = (key: keyof RegistryKeys, name?: string) =>
    (t as unknown as (key: string, options?: object) => string)(`${section}.${key}`, { name });
  return {
    title: text('title'),
    add: text('add'),
    search: text('search'),
    empty: text('empty'),
    addTitle: text('addTitle'),
    editTitle: text('editTitle'),
    deleteTitle: text('deleteTitle'),
    deleteMessage: (row) => text('deleteMessage', nameOf(row)),
    saved: (row) => text('saved', nameOf(row)),
    deleted: (row) => text('deleted', nameOf(row)),
    ...messages,
  };
}
