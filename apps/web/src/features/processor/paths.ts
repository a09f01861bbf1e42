import { pathTo } from '../../lib/paths';

export const processorPaths = {
  track: pathTo('/processor/track'),
};
