import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** `more`: the list has at least `pages` pages (its total was capped: lists/pageSchema), so the last is unknown. */
export type PagerProps = { page: number; pages: number; more?: boolean; onChange: (page: number) => void };

/**
 * The page numbers shown: all of them for a few pages, else the first, the last and those around the current one;
 * when the last is unknown (`more`), a gap stands in its place.
 */
export function visiblePages(page: number, pages: number, more = false): (number | 'gap')[] {
  if (more) return [...visiblePages(page, Math.min(pages, page + 1)), 'gap'];
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const around = [page - 1, page, page + 1].filter((n) => n > 1 && n < pages);
  const numbers = [1, ...around, pages];
  return numbers.flatMap((n, index) => (index > 0 && n - (numbers[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

/** Previous, numbered and Next buttons (spec 2.4); pages count from 1. */
export function Pager({ page, pages, more = false, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group gap="xs" justify="center" component="nav" aria-label={t('common.pagination')}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('common.previous')}
      </Button>
      {visiblePages(page, pages, more).map((number, index) =>
        number === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the gaps have no identity of their own
          <Text key={`gap-${index}`} c="dimmed" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={number}
            size="xs"
            variant={number === page ? 'filled' : 'default'}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onChange(number)}
          >
            {number}
          </Button>
        ),
      )}
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.next')}
      </Button>
    </Group>
  );
}
