import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/session';
import { useAccount, useFeatures } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { lazyComponent } from '../../lib/lazy-component';
import { askForFeaturesPath } from './contact-links';
import { GettingStarted } from './getting-started';
import { SubscriptionTable } from './subscription-table';

// The charts' code comes with the section, after the dashboard itself has shown.
const AnalyticsSection = lazyComponent(() => import('./analytics/analytics-section').then((m) => m.AnalyticsSection));

export function DashboardPage() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const account = useAccount();
  const features = useFeatures();
  const organisationName = account.data?.organisationName ?? claims?.organisationName;

  return (
    <Stack>
      <Title order={1}>{organisationName ?? t('web:dashboard.title')}</Title>
      {account.isPending && <PageLoader />}
      {account.isError && <QueryError error={account.error} onRetry={() => void account.refetch()} />}
      {account.data && (
        <Paper withBorder p="md">
          <Text>{t('web:dashboard.signedInAs', { name: account.data.displayName, email: account.data.email })}</Text>
          <Text>{t('web:dashboard.yourRole', { role: t(`web:roles.${account.data.role}`) })}</Text>
        </Paper>
      )}
      <GettingStarted />
      {features?.dashboard && (
        <Suspense fallback={<PageLoader />}>
          <AnalyticsSection />
        </Suspense>
      )}
      <Title order={2} size="h3">
        {t('web:dashboard.subscription')}
      </Title>
      <Text maw={720}>
        {t('web:dashboard.askForFeaturesText')}{' '}
        <Anchor component={Link} to={askForFeaturesPath()}>
          {t('web:dashboard.askForFeatures')}
        </Anchor>
      </Text>
      <SubscriptionTable />
    </Stack>
  );
}
