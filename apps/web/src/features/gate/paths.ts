import { pathTo } from '../../lib/paths';

export const gatePaths = {
  release: pathTo('/gate'),
  pass: pathTo('/gate/passes/:releaseId'),
};
