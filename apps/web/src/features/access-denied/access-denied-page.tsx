import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAccessDeniedTopic, type AccessDeniedTopic } from './topics';

/** Explains that a feature is not part of the base subscription; tasks adds how to get it. */
export function AccessDeniedMessage({ topic }: { topic: AccessDeniedTopic | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" maw={640}>
      <Title order={1}>{t('web:accessDenied.title')}</Title>
      <Alert color="yellow" w="100%">
        <Text>{t(topic ? `web:accessDenied.messages.${topic}` : 'web:accessDenied.generic')}</Text>
      </Alert>
      {topic === 'tasks' && (
        <Text>
          {t('web:accessDenied.contactSalesHint')}{' '}
          <Anchor component={Link} to="/contact-us?subject=sales">
            {t('web:accessDenied.contactSales')}
          </Anchor>
        </Text>
      )}
      <Anchor component={Link} to="/dashboard">
        {t('web:accessDenied.backToDashboard')}
      </Anchor>
    </Stack>
  );
}

/** /no-access?feature=<topic> */
export function NoAccessPage() {
  const [params] = useSearchParams();
  const feature = params.get('feature');
  return <AccessDeniedMessage topic={isAccessDeniedTopic(feature) ? feature : undefined} />;
}

export function NoDriverAccessPage() {
  return <AccessDeniedMessage topic="drivers" />;
}

export function NoTimesheetAccessPage() {
  return <AccessDeniedMessage topic="timesheet" />;
}
