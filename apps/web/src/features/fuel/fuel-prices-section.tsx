import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useFuelHistory, useFuelPrices } from '../calculations/api/organisation-settings-api';
import { useOrganisationUsers } from '../organisation/organisation-api';
import { FuelPriceDialog } from './fuel-price-dialog';
import { FuelPriceHistory } from './fuel-price-history';
import { todaysPrices, type TodaysPrice } from './fuel-price-rows';
import { FuelPricesTable } from './fuel-prices-table';
import type { FuelLabels } from './fuel-labels';

/**
 * Fuel price monitoring (spec section 1; Organisation/FuelPrices and FuelHistory of section 7):
 * today's price of every fuel, a new one set by fuel, and each fuel's changes over time.
 */
export function FuelPricesSection({ labels }: { labels: FuelLabels }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const prices = useFuelPrices();
  const history = useFuelHistory();
  const users = useOrganisationUsers();
  const dialog = useDialogTarget<TodaysPrice>(heading);
  const rows = useMemo(() => todaysPrices(prices.data ?? [], labels.currency), [prices.data, labels.currency]);
  const names = useMemo(() => new Map((users.data ?? []).map((user) => [user.id, user.displayName])), [users.data]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId} ref={heading} tabIndex={-1}>
          {t('web-fuel:prices.title')}
        </Title>
        <Text size="sm">{t('web-fuel:prices.intro', { currency: labels.currencySymbol })}</Text>
        {prices.isPending && <PageLoader />}
        {prices.isError && (
          <QueryError
            error={prices.error}
            onRetry={() => void prices.refetch()}
            fallbackKey="web-fuel:prices.loadFailed"
          />
        )}
        {prices.isSuccess && <FuelPricesTable rows={rows} labels={labels} onSet={dialog.open} />}
        {history.isError && (
          <QueryError
            error={history.error}
            onRetry={() => void history.refetch()}
            fallbackKey="web-fuel:history.loadFailed"
          />
        )}
        {history.isSuccess && prices.isSuccess && (
          <FuelPriceHistory history={history.data} todays={rows} userName={(id) => names.get(id)} labels={labels} />
        )}
      </Stack>
      {dialog.target && <FuelPriceDialog row={dialog.target} labels={labels} onClose={dialog.close} />}
    </Paper>
  );
}
