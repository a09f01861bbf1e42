import { pathTo } from '../../lib/paths';

/** The admin's editor of the public site: the pages' text per language (?tab=pages) and the news (?tab=news). */
export const siteContentPaths = {
  edit: pathTo('/admin/site'),
};
