import type { ParsedRow } from '@portside/contracts/manifests';

/** Tests: a row as the parser returns it, a steel BL handled by Portside unless told otherwise. */
export function buildParsedRow(overrides: Partial<ParsedRow> = {}): ParsedRow {
  return {
    blNo: 'MNL001',
    marksAndNumbers: 'N/M',
    shipper: 'Hyundai Glovis',
    consignee: 'AUTO DISTRIBUTORS CORP',
    noOfPackages: 1,
    contents: 'STEEL COILS',
    grossWeightKilos: 12000.5,
    measurementCubicFeet: 353.15,
    cbm: 10,
    stevedoring: 'PORTSIDE TERMINAL SERVICES INC.',
    arrastre: 'PORTSIDE TERMINAL SERVICES INC.',
    suggestedConsignee: null,
    suggestedConsigneeId: null,
    matchScore: 0,
    doubts: [],
    ...overrides,
  };
}
