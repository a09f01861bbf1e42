import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type PagerProps = { page: number; pages: number; onChange: (page: number) => void };

/** Previous, numbered and Next buttons (spec 2.4); pages count from 1. */
export function Pager({ page, pages, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group gap="xs" justify="center" component="nav" aria-label={t('common.pagination')}>
      <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('common.previous')}
      </Button>
      {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
        <Button
          key={number}
          size="xs"
          variant={number === page ? 'filled' : 'default'}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        {t('common.next')}
      </Button>
    </Group>
  );
}
