import { Alert, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Share, SharingDataType } from '@rahti/domain';
import { PeriodFields } from '../../components/ui/period-fields';
import { usePeriodFilters } from '../../lib/use-period-filters';
import { SharedItemsOfOwner } from './shared-items-of-owner';

/** The receiver's view of a share: one data type at a time, for a period kept in the address. */
export function SharedItemsSection({ share }: { share: Share }) {
  const { t } = useTranslation();
  const filters = usePeriodFilters(['type'], 'thisMonth');
  const asked = share.dataTypes.find((candidate) => candidate === filters.filters.type);
  const [type, setType] = useState<SharingDataType>(asked ?? share.dataTypes[0] ?? 'shifts');
  const period = filters.rangeProblem ? undefined : filters.range;

  return (
    <Stack>
      <Title order={2} size="h3">
        {t('web-sharing:detail.itemsTitle')}
      </Title>
      <Text size="sm">{t('web-sharing:detail.readOnly', { name: share.partnerName ?? '' })}</Text>
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
      <SharedItemsOfOwner owner={share.partnerName ?? ''} shareIds={[share.id]} type={type} period={period} />
    </Stack>
  );
}
