import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';

type DialogPagesProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (pageSize: number) => void;
};

/** Under a table dialog: the rows a page (spec 9's sizes) and the pages. */
export function DialogPages({ page, pages, onPage, pageSize, pageSizes, onPageSize }: DialogPagesProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Group justify="space-between" gap="sm">
      <Select
        label={t('revenue.rowsPerPage')}
        data={pageSizes.map(String)}
        value={String(pageSize)}
        onChange={(value) => {
          if (!value) return;
          // Another page size starts again at the first page.
          onPageSize(Number(value));
          onPage(1);
        }}
        allowDeselect={false}
        w={140}
        size="xs"
      />
      <Pager page={page} pages={pages} onChange={onPage} />
    </Group>
  );
}
