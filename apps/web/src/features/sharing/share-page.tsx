import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Share } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useHasAccess } from '../../auth/use-account';
import { errorMessage } from '../../lib/api-error';
import { ShareCode } from './share-code';
import { ShareReadsTable } from './share-reads-table';
import { ShareStatusBadge } from './share-status-badge';
import { dataTypesInWords, scopeInWords } from './share-words';
import { SharedItemsSection } from './shared-items-section';
import { useApproveShare, useEndShare, useShare } from './sharing-api';

/** /sharing/{id}: one share, the step it waits for, and what flows through it. */
export function SharePage() {
  const { t } = useTranslation();
  const { shareId = '' } = useParams();
  const share = useShare(shareId);
  return (
    <Stack>
      <Anchor component={Link} to="/sharing" size="sm">
        {t('web-sharing:detail.back')}
      </Anchor>
      {share.isPending && <PageLoader />}
      {share.isError && (
        <QueryError
          error={share.error}
          fallbackKey="web-sharing:detail.fetchFailed"
          onRetry={() => void share.refetch()}
        />
      )}
      {share.data && <ShareDetail share={share.data} />}
    </Stack>
  );
}

function ShareDetail({ share }: { share: Share }) {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const approve = useApproveShare();
  const end = useEndShare();
  const [ending, setEnding] = useState(false);
  const name = share.partnerName ?? '';
  const fact = (key: string, value: string) => (
    <div>
      <Text size="sm" c="dimmed">
        {t(`web-sharing:fields.${key}`)}
      </Text>
      <Text>{value}</Text>
    </div>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>
          {share.partnerName ? t('web-sharing:detail.title', { name }) : t('web-sharing:detail.titleNoPartner')}
        </Title>
        <ShareStatusBadge status={share.status} />
      </Group>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {fact('dataTypes', dataTypesInWords(t, share))}
          {fact('direction', t(`web-sharing:direction.${share.callerOwnsData ? 'sendHint' : 'retrieveHint'}`))}
          {fact('scope', scopeInWords(t, share))}
        </SimpleGrid>
      </Paper>
      {share.status === 'pending' && share.code && (
        <Paper withBorder p="md">
          <Stack gap="xs">
            <Text>{t('web-sharing:detail.codeIntro')}</Text>
            <ShareCode code={share.code} />
            <Text size="sm">{t('web-sharing:create.createdMessage')}</Text>
          </Stack>
        </Paper>
      )}
      {share.status === 'readyForSharing' && share.side === 'maker' && (
        <Alert color="yellow">
          <Stack gap="xs" align="flex-start">
            <Text>{t('web-sharing:detail.approveIntro', { name })}</Text>
            {approve.error && <Text c="red">{errorMessage(approve.error, t('web-sharing:detail.approveFailed'))}</Text>}
            {canManage && (
              <Button loading={approve.isPending} onClick={() => approve.mutate(share.id)}>
                {t('web-sharing:detail.approve')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      {share.status === 'readyForSharing' && share.side === 'partner' && (
        <Alert color="yellow">{t('web-sharing:detail.partnerWaiting', { name })}</Alert>
      )}
      {share.status === 'ended' && <Alert color="gray">{t('web-sharing:detail.ended')}</Alert>}
      {share.status === 'receiving' && <SharedItemsSection share={share} />}
      {share.callerOwnsData && share.status !== 'pending' && (
        <Stack>
          <Title order={2} size="h3">
            {t('web-sharing:detail.readsTitle')}
          </Title>
          <ShareReadsTable shareId={share.id} />
        </Stack>
      )}
      {share.status !== 'ended' && canManage && (
        <Group>
          <Button color="red" variant="outline" onClick={() => setEnding(true)}>
            {t('web-sharing:detail.end')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={ending}
        title={t('web-sharing:detail.endTitle')}
        message={t('web-sharing:detail.endMessage', { name: name || t('web-sharing:list.noPartner') })}
        confirmLabel={t('web-sharing:detail.endConfirm')}
        loading={end.isPending}
        error={end.error ? errorMessage(end.error, t('web-sharing:detail.endFailed')) : undefined}
        onClose={() => setEnding(false)}
        onConfirm={() => end.mutate(share.id, { onSuccess: () => setEnding(false) })}
      />
    </Stack>
  );
}
