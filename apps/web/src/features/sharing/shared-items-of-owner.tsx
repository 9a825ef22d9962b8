import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharingDataType } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { mergeSharedItems } from './merge-shared-items';
import { useSharedItemsOfShares } from './sharing-api';
import { SharedItemsTable } from './shared-items-table';

/**
 * One organisation's items of one data type for a period, through each of its shares to the
 * caller, each item once: how many, then the read-only table captioned with the owner's name.
 * Nothing is asked while the period is not valid (the caller says why).
 */
export function SharedItemsOfOwner({
  owner,
  shareIds,
  type,
  period,
}: {
  owner: string;
  shareIds: readonly string[];
  type: SharingDataType;
  period: { from: string; to: string } | undefined;
}) {
  const { t } = useTranslation();
  const answers = useSharedItemsOfShares(shareIds, type, period);
  const caption = t('web-sharing:detail.itemsCaption', { type: t(`web-sharing:dataType.${type}`), name: owner });

  const failed = answers.find((answer) => answer.isError);
  if (failed)
    return (
      <QueryError
        error={failed.error}
        fallbackKey="web-sharing:detail.itemsFailed"
        onRetry={() => void failed.refetch()}
      />
    );
  const lists = answers.flatMap((answer) => (answer.data ? [answer.data] : []));
  if (lists.length < shareIds.length) return period ? <PageLoader /> : null;
  const items = mergeSharedItems(type, lists);
  const count = items.items.length;
  return (
    <>
      <Text size="sm" role="status" aria-live="polite">
        {count === 0
          ? t('web-sharing:detail.itemsEmptyFrom', { name: owner })
          : t('web-sharing:detail.itemsCountFrom', { count, name: owner })}
      </Text>
      {count > 0 && <SharedItemsTable items={items} caption={caption} />}
    </>
  );
}
