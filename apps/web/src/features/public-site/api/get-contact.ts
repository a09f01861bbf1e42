import type { SiteContact } from '@portside/contracts/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { publicSiteKeys } from './keys';

/** The operator's addresses, office hours, phone and e-mail (GET /site/contact; no session). */
export function useSiteContact() {
  return useQuery({
    queryKey: publicSiteKeys.contact(),
    queryFn: ({ signal }) => apiRequest<SiteContact>('/site/contact', { signal, auth: false }),
  });
}
