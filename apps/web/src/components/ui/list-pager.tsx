import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Paging } from './use-paging';

interface ListPagerProps {
  paging: Pick<Paging, 'page' | 'pages' | 'setPage'>;
  /** Names the navigation, e.g. "Pages of the driver list": each list names its own pages. */
  label: string;
}

/** Numbered pages with previous and next, and "Page 2 of 100" read out as it changes; nothing for a single page. */
export function ListPager({ paging: { page, pages, setPage }, label }: ListPagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const controlLabels: Partial<Record<string, string>> = {
    previous: t('web:common.paging.previous'),
    next: t('web:common.paging.next'),
  };
  return (
    <Group component="nav" aria-label={label} justify="center" gap="md">
      <Pagination
        value={page}
        total={pages}
        onChange={setPage}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': t('web:common.paging.page', { page: item }) })}
      />
      <Text size="sm" aria-live="polite">
        {t('web:common.paging.pageOf', { page, pages })}
      </Text>
    </Group>
  );
}
