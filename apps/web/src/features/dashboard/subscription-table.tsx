import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FEATURE_KEYS } from '@rahti/domain';
import { useFeaturesQuery } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { FeatureStatus } from '../../components/ui/feature-status';
import { askForFeaturesPath } from './contact-links';

/** What the organisation's subscription includes, feature by feature, with a way to ask for the rest. */
export function SubscriptionTable() {
  const { t } = useTranslation();
  const features = useFeaturesQuery();
  if (features.isPending) return <PageLoader />;
  if (features.isError) return <QueryError error={features.error} onRetry={() => void features.refetch()} />;
  return (
    <Table striped withTableBorder maw={720}>
      <Table.Caption>{t('web:dashboard.subscriptionCaption')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web:dashboard.feature')}</Table.Th>
          <Table.Th scope="col">{t('web:dashboard.status')}</Table.Th>
          <Table.Th scope="col">{t('web:dashboard.askColumn')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {FEATURE_KEYS.map((key) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" fw={400}>
              {t(`web:features.${key}`)}
            </Table.Th>
            <Table.Td>
              <FeatureStatus enabled={features.data[key]} />
            </Table.Td>
            <Table.Td>
              {!features.data[key] && (
                <Anchor component={Link} to={askForFeaturesPath(key)} size="sm">
                  {t('web:dashboard.askForFeature', { feature: t(`web:features.${key}`) })}
                </Anchor>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
