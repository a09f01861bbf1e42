import type { SitePageSlug } from '@portside/contracts/site';
import { pathTo } from '../../lib/paths';

/**
 * Public pages besides the home (/) and the sign-in: spec 2.9's text pages, news and contact, and the vessel schedule
 * under both of spec 2.2's paths.
 */
export const publicSitePaths = {
  about: pathTo('/about'),
  services: pathTo('/services'),
  careers: pathTo('/careers'),
  gallery: pathTo('/gallery'),
  news: pathTo('/news'),
  contact: pathTo('/contact'),
  vessel: pathTo('/vessel'),
  vesselSchedule: pathTo('/vessel-schedule'),
};

/** The pages that are their operator's text alone (spec 2.9), with the slug of that text. */
export const textPages = [
  { path: publicSitePaths.about, slug: 'about' },
  { path: publicSitePaths.services, slug: 'services' },
  { path: publicSitePaths.careers, slug: 'careers' },
  { path: publicSitePaths.gallery, slug: 'gallery' },
] as const satisfies readonly { path: { pattern: string }; slug: SitePageSlug }[];
