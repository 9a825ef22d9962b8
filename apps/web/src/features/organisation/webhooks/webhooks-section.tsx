import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewWebhookEndpoint, WebhookEndpoint } from '@rahti/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookDialog } from './webhook-dialog';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { useRemoveWebhook, useTestWebhook, useUpdateWebhook, useWebhooks } from './webhooks-api';

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const test = useTestWebhook(endpoint.id);
  const toggle = useUpdateWebhook(endpoint.id);
  const remove = useRemoveWebhook();
  const result = test.data;

  return (
    <Paper withBorder p="md" component="section" aria-label={endpoint.url}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Title>
          <Badge color={endpoint.enabled ? 'green' : 'gray'}>
            {t(endpoint.enabled ? 'web-webhooks:state.enabled' : 'web-webhooks:state.disabled')}
          </Badge>
        </Group>
        <Text size="sm">
          {t('web-webhooks:events')}: {endpoint.events.map((event) => t(`web-webhooks:event.${event}`)).join(', ')}
        </Text>
        <Group gap="xs">
          <Button loading={test.isPending} onClick={() => test.mutate()}>
            {t('web-webhooks:sendTest')}
          </Button>
          <Button
            variant="default"
            loading={toggle.isPending}
            onClick={() => toggle.mutate({ url: endpoint.url, events: endpoint.events, enabled: !endpoint.enabled })}
          >
            {t(endpoint.enabled ? 'web-webhooks:state.disabled' : 'web-webhooks:state.enabled')}
          </Button>
          <Button variant="default" onClick={() => setEditing(true)}>
            {t('web-webhooks:edit')}
          </Button>
          <Button variant="default" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
            {t('web-webhooks:deliveries')}
          </Button>
          <Button variant="default" color="red" onClick={() => setRemoving(true)}>
            {t('web-webhooks:remove')}
          </Button>
        </Group>
        {result && (
          <Alert color={result.ok ? 'green' : 'red'} role="status">
            {result.ok
              ? t('web-webhooks:testOk', { status: result.responseStatus })
              : t('web-webhooks:testFailed', {
                  reason: [result.responseStatus, result.responseSnippet]
                    .filter((part) => part !== null && part !== '')
                    .join(' '),
                })}
          </Alert>
        )}
        {test.isError && (
          <Alert color="red" role="alert">
            {errorMessage(test.error, t('errors:unknown'))}
          </Alert>
        )}
        {showLog && <WebhookDeliveries endpointId={endpoint.id} />}
      </Stack>
      {editing && <WebhookDialog endpoint={endpoint} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        opened={removing}
        title={t('web-webhooks:remove')}
        message={t('web-webhooks:removeConfirm', { url: endpoint.url })}
        confirmLabel={t('web-webhooks:remove')}
        loading={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, t('errors:unknown')) : undefined}
        onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => setRemoving(false) })}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
}

/** /organisation's webhooks (issue 27, decision 0039): the Admin's receivers of signed events. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const endpoints = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<NewWebhookEndpoint>();
  if (endpoints.isPending) return <PageLoader />;
  if (endpoints.isError) return <QueryError error={endpoints.error} onRetry={() => void endpoints.refetch()} />;
  return (
    <Stack>
      <Text size="sm">{t('web-webhooks:intro')}</Text>
      <Group>
        <Button onClick={() => setAdding(true)}>{t('web-webhooks:add')}</Button>
      </Group>
      {endpoints.data.length === 0 && <Text size="sm">{t('web-webhooks:none')}</Text>}
      {endpoints.data.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} />
      ))}
      {adding && <WebhookDialog onCreated={setCreated} onClose={() => setAdding(false)} />}
      {created && <WebhookSecretDialog created={created} onClose={() => setCreated(undefined)} />}
    </Stack>
  );
}
