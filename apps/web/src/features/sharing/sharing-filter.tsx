import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Share, SharingDataType } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { PeriodFields } from '../../components/ui/period-fields';
import { applyChanges, useUrlParams } from '../../lib/use-url-params';
import { usePeriodFilters } from '../../lib/use-period-filters';
import { useShares } from './sharing-api';
import { SharedItemsOfOwner } from './shared-items-of-owner';

/** The address parameter of the spec's `sharingFilter`: absent for the organisation's own data. */
const PARAM = 'sharing';

/**
 * On a page of one data type (the timesheet's shifts, routes, tasks, invoices): "Own / Shared
 * with us" when another organisation shares that data with this one. "Own" shows the page as
 * it is (`children`); "Shared with us" shows in its place what each sharing organisation shares,
 * read-only and captioned with its name. Without the sharing feature or such a share, only the
 * page shows.
 */
export function SharingFilter({ dataType, children }: { dataType: SharingDataType; children: ReactNode }) {
  const enabled = useFeatures()?.sharing === true;
  return enabled ? <SharingFilterShown dataType={dataType}>{children}</SharingFilterShown> : <>{children}</>;
}

function SharingFilterShown({ dataType, children }: { dataType: SharingDataType; children: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useUrlParams();
  const shares = useShares();
  const receiving = (shares.data ?? []).filter(
    (share) => share.status === 'receiving' && share.dataTypes.includes(dataType),
  );
  const shared = params.get(PARAM) === 'shared';
  // An address asking for the shared view waits for the shares rather than showing the own list first.
  if (shared && shares.isPending) return <PageLoader />;
  if (receiving.length === 0) return <>{children}</>;
  return (
    <>
      <SegmentedControl
        aria-label={t('web-sharing:filter.label')}
        value={shared ? 'shared' : 'own'}
        onChange={(value) =>
          setParams((next) => applyChanges(next, { [PARAM]: value === 'shared' ? 'shared' : undefined }))
        }
        data={[
          { value: 'own', label: t('web-sharing:filter.own') },
          { value: 'shared', label: t('web-sharing:filter.shared') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {shared ? <SharedWithUs shares={receiving} dataType={dataType} /> : children}
    </>
  );
}

/** Each sharing organisation's shares, by its name, in the order of their first share. */
function byOwner(shares: readonly Share[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const share of shares) {
    const name = share.partnerName ?? '';
    owners.set(name, [...(owners.get(name) ?? []), share.id]);
  }
  return owners;
}

function SharedWithUs({ shares, dataType }: { shares: Share[]; dataType: SharingDataType }) {
  const { t } = useTranslation();
  // A period of its own (?sharedPeriod, ?sharedFrom, ?sharedTo): each page reads `period`, `from`,
  // `to` or `month` in its own way, and its own list keeps them while the shared one shows.
  const filters = usePeriodFilters([], 'thisMonth', 'shared');
  const period = filters.rangeProblem ? undefined : filters.range;
  return (
    <Stack>
      <Text size="sm">{t('web-sharing:filter.readOnly', { type: t(`web-sharing:dataType.${dataType}`) })}</Text>
      <Group align="flex-end">
        <PeriodFields filters={filters} namespace="web-sharing" />
      </Group>
      {filters.rangeProblem && <Alert color="red">{t(filters.rangeProblem)}</Alert>}
      {[...byOwner(shares)].map(([owner, shareIds]) => (
        <SharedItemsOfOwner key={owner} owner={owner} shareIds={shareIds} type={dataType} period={period} />
      ))}
    </Stack>
  );
}
