import { Text } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface ReviewSummaryProps {
  total: number;
  withProblems: number;
  removedLine: number | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** How many rows are ready, announced as it changes; focus lands here when a row is removed. */
export function ReviewSummary({ total, withProblems, removedLine, ref }: ReviewSummaryProps) {
  const { t } = useTranslation();
  const summary =
    withProblems === 0
      ? t('web-imports:review.allReady', { count: total })
      : t('web-imports:review.summary', { count: withProblems, ready: total - withProblems, total });
  return (
    <div ref={ref} tabIndex={-1} role="status" aria-live="polite">
      <Text fw={600}>{summary}</Text>
      {removedLine !== undefined && <Text size="sm">{t('web-imports:review.removed', { line: removedLine })}</Text>}
    </div>
  );
}
