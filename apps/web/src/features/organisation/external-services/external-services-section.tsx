import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_SERVICES, type ExternalCredential, type ExternalService } from '@rahti/domain';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { useOrganisationTimeZone, zonedDateTime } from '../../../lib/organisation-time';
import { CredentialDialog } from './credential-dialog';
import { useExternalCredentials, useFetchNow, useRemoveCredential } from './external-services-api';
import { ServiceDrivers } from './service-drivers';
import { ProblemText, useProblem } from './use-problem';
import { ServiceVehicles } from './service-vehicles';

/** The poll's state in words: when it last fetched, what went wrong, how much it brought, when it fetches next. */
function FetchState({ credential }: { credential: ExternalCredential }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const when = (instant: string | null) =>
    instant ? zonedDateTime(instant, zone) : t('web-organisation:externalServices.never');
  return (
    <Stack gap={2}>
      <Text size="sm">
        {t('web-organisation:externalServices.lastFetch', {
          at: when(credential.lastFetchAt),
          stored: credential.positionsStored,
        })}
      </Text>
      {credential.lastError && (
        <Text size="sm" c="red.8">
          {credential.failures > 0
            ? t('web-organisation:externalServices.lastError', {
                error: credential.lastError,
                failures: credential.failures,
              })
            : t('web-organisation:externalServices.driversNotRead', { error: credential.lastError })}
        </Text>
      )}
      <Text size="sm">{t('web-organisation:externalServices.nextFetch', { at: when(credential.nextFetchAt) })}</Text>
      <Text size="sm">
        {t('web-organisation:externalServices.linked', {
          linked: credential.linkedCount,
          count: credential.vehicleCount,
        })}
      </Text>
    </Stack>
  );
}

function ServiceCard({
  serviceName,
  credential,
}: {
  serviceName: ExternalService;
  credential: ExternalCredential | undefined;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { problem, outcome } = useProblem();
  const remove = useRemoveCredential();
  const fetchNow = useFetchNow(serviceName);
  const service = t(`web-organisation:externalServices.services.${serviceName}`);

  return (
    <Paper withBorder p="md" component="section" aria-label={service}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{service}</Title>
          <Group gap="xs">
            <Button variant={credential ? 'default' : 'filled'} onClick={() => setEditing(true)}>
              {credential ? t('web-organisation:externalServices.edit') : t('web-organisation:externalServices.add')}
            </Button>
            {credential && (
              <Button variant="default" color="red" onClick={() => setRemoving(true)}>
                {t('web-organisation:externalServices.remove')}
              </Button>
            )}
          </Group>
        </Group>
        {!credential && <Text size="sm">{t(`web-organisation:externalServices.about.${serviceName}`)}</Text>}
        {credential && (
          <>
            <Text size="sm">
              {t('web-organisation:externalServices.signedInAs', {
                username: credential.username,
                url: credential.baseUrl,
              })}
            </Text>
            <FetchState credential={credential} />
            <ServiceVehicles serviceName={serviceName} />
            <Group>
              <Button loading={fetchNow.isPending} onClick={() => fetchNow.mutate(undefined, outcome())}>
                {t('web-organisation:externalServices.fetchNow')}
              </Button>
            </Group>
            <ProblemText problem={problem} />
            <Title order={4}>{t('web-organisation:externalServices.driversHeading')}</Title>
            <ServiceDrivers serviceName={serviceName} />
          </>
        )}
      </Stack>
      {editing && (
        <CredentialDialog serviceName={serviceName} credential={credential} onClose={() => setEditing(false)} />
      )}
      {credential && (
        <ConfirmDialog
          opened={removing}
          title={t('web-organisation:externalServices.removeTitle', { service })}
          message={t('web-organisation:externalServices.removeMessage', { service })}
          confirmLabel={t('web-organisation:externalServices.remove')}
          loading={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, t('errors:unknown')) : undefined}
          onConfirm={() => remove.mutate(credential.id, { onSuccess: () => setRemoving(false) })}
          onClose={() => setRemoving(false)}
        />
      )}
    </Paper>
  );
}

/** /organisation's external services (issue 14): each truck maker's sign-in, its trucks linked to ours, and the last fetch. */
export function ExternalServicesSection() {
  const credentials = useExternalCredentials();
  if (credentials.isPending) return <PageLoader />;
  if (credentials.isError) return <QueryError error={credentials.error} onRetry={() => void credentials.refetch()} />;
  return (
    <Stack>
      {EXTERNAL_SERVICES.map((serviceName) => (
        <ServiceCard
          key={serviceName}
          serviceName={serviceName}
          credential={credentials.data.find((row) => row.serviceName === serviceName)}
        />
      ))}
    </Stack>
  );
}
