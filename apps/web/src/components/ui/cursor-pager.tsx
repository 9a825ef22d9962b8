import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useCursorPages } from './use-cursor-pages';

/**
 * Previous and next for a list paged by cursor, with the page number announced; shown only
 * when there is more than one page.
 */
export function CursorPager({
  label,
  pages,
  nextCursor,
  busy,
}: {
  label: string;
  pages: ReturnType<typeof useCursorPages>;
  nextCursor: string | null | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation();
  if (pages.page === 1 && !nextCursor) return null;
  return (
    <Group component="nav" aria-label={label} justify="center">
      <Button variant="default" onClick={pages.previous} disabled={pages.page === 1 || busy}>
        {t('web:common.paging.previous')}
      </Button>
      <Text size="sm" aria-live="polite">
        {t('web:common.paging.page', { page: pages.page })}
      </Text>
      <Button variant="default" onClick={() => nextCursor && pages.next(nextCursor)} disabled={!nextCursor || busy}>
        {t('web:common.paging.next')}
      </Button>
    </Group>
  );
}
