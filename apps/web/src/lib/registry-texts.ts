import { useTranslation } from 'react-i18next';
import type translation from '../../public/locales/en/translation.json';
import type { RegistryTexts } from '../components/registry-page';

type Translation = typeof translation;
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
/** The sections of the translation file that hold every text of a registry screen. */
export type RegistrySection = {
  [K in keyof Translation]: Translation[K] extends RegistryKeys ? K : never;
}[keyof Translation];

/**
 * The texts of a registry screen from its translation section; `saved`, `deleted` and `deleteMessage` name the row
 * with {{name}}.
 */
export function useRegistryTexts<Row>(
  section: RegistrySection,
  nameOf: (row: Row) => string,
  messages: { fetchFailed: string; deleteFailed: string },
): RegistryTexts<Row> & { addTitle: string; editTitle: string } {
  const { t } = useTranslation();
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
