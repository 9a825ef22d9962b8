import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Share, SharingDataType } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { PeriodFields } from '../../components/ui/period-fields';
import { QueryError } from '../../components/ui/query-error';
import { usePeriodFilters } from '../../lib/use-period-filters';
import { useSharedItems } from './sharing-api';
import { SharedItemsTable } from './shared-items-table';

/** The receiver's view of a share: one data type at a time, for a period kept in the address. */
export function SharedItemsSection({ share }: { share: Share }) {
  const { t } = useTranslation();
  const filters = usePeriodFilters(['type'], 'thisMonth');
  // The page of one data type links here with it chosen (SharedWithUs); otherwise the share's first.
  const asked = share.dataTypes.find((candidate) => candidate === filters.filters.type);
  const [type, setType] = useState<SharingDataType>(asked ?? share.dataTypes[0] ?? 'shifts');
  const period = filters.rangeProblem ? undefined : filters.range;
  const items = useSharedItems(share.id, type, period);
  const owner = share.partnerName ?? '';
  const typeName = t(`web-sharing:dataType.${type}`);

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('web-sharing:detail.itemsTitle')}
      </Title>
      <Text size="sm">{t('web-sharing:detail.readOnly', { name: owner })}</Text>
      <Group align="flex-end">
        {share.dataTypes.length > 1 && (
          <SegmentedControl
            aria-label={t('web-sharing:fields.dataTypes')}
            value={type}
            onChange={(value) => setType(value as SharingDataType)}
            data={share.dataTypes.map((value) => ({ value, label: t(`web-sharing:dataType.${value}`) }))}
          />
        )}
        <PeriodFields filters={filters} namespace="web-sharing" />
      </Group>
      {filters.rangeProblem && <Alert color="red">{t(filters.rangeProblem)}</Alert>}
      {items.isPending && period && <PageLoader />}
      {items.isError && (
        <QueryError
          error={items.error}
          fallbackKey="web-sharing:detail.itemsFailed"
          onRetry={() => void items.refetch()}
        />
      )}
      {items.data && (
        <>
          <Text size="sm" role="status" aria-live="polite">
            {items.data.items.length === 0
              ? t('web-sharing:detail.itemsEmpty')
              : t('web-sharing:detail.itemsCount', { count: items.data.items.length })}
          </Text>
          {items.data.items.length > 0 && (
            <SharedItemsTable
              items={items.data}
              caption={t('web-sharing:detail.itemsCaption', { type: typeName, name: owner })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
