import type { LookupQuery, ShippingAgentOption } from '@portside/contracts/company-lookups';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { companyKeys } from '../../../lib/companies/keys';

export function getShippingAgentOptions(query: Partial<LookupQuery>, signal?: AbortSignal) {
  return apiRequest<{ data: ShippingAgentOption[] }>('/companies/shipping-agents', { query, signal });
}

export function getShippingAgentOptionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: companyKeys.picker('shipping-agents', q),
    queryFn: ({ signal }) => getShippingAgentOptions({ q: q || undefined }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The agent picker's options, each named with its line: agents whose name or line contains what was typed. */
export function useShippingAgentOptions(q: string) {
  const { t } = useTranslation('commercial');
  return useQuery({
    ...getShippingAgentOptionsQueryOptions(q),
    select: (page) =>
      page.data.map((agent) => ({
        value: String(agent.id),
        label: t('vesselForm.agentOption', { name: agent.name, line: agent.shippingLineName }),
      })),
  });
}
