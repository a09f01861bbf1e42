import { queryKeys } from '../query-keys';

const keys = queryKeys('companies');

/** Companies, and the pickers of the other areas that choose one (company names, client companies, agents). */
export const companyKeys = { ...keys, total: () => [...keys.all, 'total'] as const };
