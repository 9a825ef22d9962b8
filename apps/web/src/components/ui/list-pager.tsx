import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Paging } from './use-paging';

interface ListPagerProps {
  paging: Pick<Paging, 'page' | 'pages' | 'setPage'>;
  /**
   * The catalogue group holding the pager's words, e.g. "web-drivers:paging": `label` (names
   * the navigation), `pageOf`, `page`, `previous` and `next`. Each list names its own pages.
   */
  texts: string;
}

/** Numbered pages with previous and next, and "Page 2 of 100" read out as it changes; nothing for a single page. */
export function ListPager({ paging: { page, pages, setPage }, texts }: ListPagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const controlLabels: Partial<Record<string, string>> = { previous: t(`${texts}.previous`), next: t(`${texts}.next`) };
  return (
    <Group component="nav" aria-label={t(`${texts}.label`)} justify="center" gap="md">
      <Pagination
        value={page}
        total={pages}
        onChange={setPage}
        getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
        getItemProps={(item) => ({ 'aria-label': t(`${texts}.page`, { page: item }) })}
      />
      <Text size="sm" aria-live="polite">
        {t(`${texts}.pageOf`, { page, pages })}
      </Text>
    </Group>
  );
}
