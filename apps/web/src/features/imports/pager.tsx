import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Previous and next page, for long previews. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <Group gap="xs" justify="center">
      <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('web-imports:review.previousPage')}
      </Button>
      <Text size="sm">{t('web-imports:review.pageOf', { page, pages })}</Text>
      <Button size="compact-sm" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('web-imports:review.nextPage')}
      </Button>
    </Group>
  );
}
