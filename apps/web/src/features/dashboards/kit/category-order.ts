import { type CargoHandlerType, cargoHandlerTypes } from '@portside/contracts/cargo-handlers';

/**
 * Rows in the contracts' order of the categories (stevedoring, then arrastre): how the overview's summary, the
 * revenue's category table and the exports list them unless the user sorts.
 */
export const inCategoryOrder = <Row extends { category: CargoHandlerType }>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => cargoHandlerTypes.indexOf(a.category) - cargoHandlerTypes.indexOf(b.category));
