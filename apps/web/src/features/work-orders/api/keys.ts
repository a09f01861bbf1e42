import { queryKeys } from '../../../lib/query-keys';

export const manifestLayoutKeys = queryKeys('manifest-layouts');

const readingKeys = queryKeys('manifest-reading');
/** How the reading of an upload goes (a scan's page), by the reading's key. */
export const manifestReadingKeys = {
  ...readingKeys,
  progress: (readId: string | null) => [...readingKeys.all, 'progress', readId] as const,
};
