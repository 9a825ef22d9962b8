import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@rahti/domain';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/use-language';
import { useWageDetails } from './wage-settings-api';
import { WageSettingsForm } from './wage-settings-form';

/** Wage supplements, employer side costs and daily allowances that new calculations start with (spec section 9). */
export function WageSettingsSection({ currency }: { currency: Currency }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const details = useWageDetails();
  return (
    <>
      <Text size="sm" mb="sm">
        {t('web-organisation:wageSettings.explanation')}
      </Text>
      {details.isPending && <PageLoader />}
      {details.isError && <QueryError error={details.error} onRetry={() => void details.refetch()} />}
      {details.data && (
        <WageSettingsForm
          key={`${details.data.updatedAt ?? 'built-in'}-${language}`}
          details={details.data}
          currency={currency}
        />
      )}
    </>
  );
}
