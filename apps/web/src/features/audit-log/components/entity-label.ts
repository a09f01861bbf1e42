import type { TFunction } from 'i18next';

/** An audited table by its translated name ("work_orders" reads "Work order"); an unknown one as it came. */
export const entityLabel = (t: TFunction, entity: string) =>
  t(`auditLog.entities.${entity}` as never, { defaultValue: entity });
