import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useHasAccess } from '../../auth/use-account';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { CreateShareDialog } from './create-share-dialog';
import { JoinShareDialog } from './join-share-dialog';
import { ShareCode } from './share-code';
import { SharesTable } from './shares-table';
import { useShares } from './sharing-api';

/** /sharing: the organisation's shares with others (issue 27), making one and joining one by code. */
export function SharingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useHasAccess('adminOrSuperuser');
  const shares = useShares();
  const heading = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogTarget<'create' | 'join'>(heading);
  const [created, setCreated] = useState<{ id: string; code: string }>();
  const all = shares.data ?? [];

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('web-sharing:title')}
        </Title>
        {canManage && (
          <Group>
            <Button variant="default" onClick={() => dialog.open('join')}>
              {t('web-sharing:actions.join')}
            </Button>
            <Button onClick={() => dialog.open('create')}>{t('web-sharing:actions.new')}</Button>
          </Group>
        )}
      </Group>
      <Text size="sm" maw={760}>
        {t('web-sharing:intro')}
      </Text>
      {shares.isPending && <PageLoader />}
      {shares.isError && (
        <QueryError
          error={shares.error}
          fallbackKey="web-sharing:list.fetchFailed"
          onRetry={() => void shares.refetch()}
        />
      )}
      {shares.isSuccess && all.length === 0 && (
        <Paper withBorder p="xl">
          <Text fw={600}>{t('web-sharing:list.emptyTitle')}</Text>
          <Text>{t('web-sharing:list.emptyHint')}</Text>
        </Paper>
      )}
      {all.length > 0 && <SharesTable shares={all} />}
      {dialog.target === 'create' && (
        <CreateShareDialog
          onClose={() => dialog.close()}
          onCreated={(share) => {
            dialog.close();
            setCreated(share);
          }}
        />
      )}
      {dialog.target === 'join' && (
        <JoinShareDialog onClose={() => dialog.close()} onJoined={(joined) => void navigate(`/sharing/${joined.id}`)} />
      )}
      <Modal
        opened={created !== undefined}
        onClose={() => setCreated(undefined)}
        title={t('web-sharing:create.createdTitle')}
        centered
      >
        {created && (
          <Stack>
            <ShareCode code={created.code} />
            <Text size="sm">{t('web-sharing:create.createdMessage')}</Text>
            <Group justify="flex-end">
              <Button onClick={() => void navigate(`/sharing/${created.id}`)}>{t('web-sharing:create.done')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
