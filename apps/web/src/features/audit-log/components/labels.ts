import type { TFunction } from 'i18next';

/** A key built from recorded data, translated, or the data as it came when the key is unknown. */
export const translatedOr = (t: TFunction, key: string, fallback: string) =>
  t(key as never, { defaultValue: fallback });

/** An audited table by its translated name ("work_orders" reads "Work order"). */
export const entityLabel = (t: TFunction, entity: string) => translatedOr(t, `auditLog.entities.${entity}`, entity);
