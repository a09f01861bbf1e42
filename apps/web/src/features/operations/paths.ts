import { pathTo } from '../../lib/paths';

export const operationPaths = {
  draft: pathTo('/operations/drafts/:id'),
  vesselVisits: pathTo('/operations/work-orders'),
  draftDetails: pathTo('/operations/work-orders/:id/view'),
  monitoring: pathTo('/operations/work-orders/:id/monitoring'),
  report: pathTo('/reports/operations/:id'),
};
