import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverGroup } from '@rahti/domain';
import { useHasAccess } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useDriverGroups } from '../organisation-data/organisation-data-queries';
import { DeleteDriverGroupDialog } from './delete-driver-group-dialog';
import { DriverGroupDialog } from './driver-group-dialog';
import { DriverGroupsTable } from './driver-groups-table';
import { useDialogTarget } from '../../lib/use-dialog-target';

/** /driver-groups: everyone reads the groups; Admins and Superusers create, edit and delete them. */
export function DriverGroupsPage() {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const groups = useDriverGroups();
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = useDialogTarget<DriverGroup | 'new'>(heading);
  const deleting = useDialogTarget<DriverGroup>(heading);

  return (
    <Stack>
      <Title order={1} ref={heading} tabIndex={-1}>
        {t('web-driver-groups:title')}
      </Title>
      <Text>{t('web-driver-groups:intro')}</Text>
      {canManage ? (
        <Group>
          <Button onClick={() => editing.open('new')}>{t('web-driver-groups:add')}</Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('web-driver-groups:readOnly')}
        </Text>
      )}
      {groups.isPending && <PageLoader />}
      {groups.isError && <QueryError error={groups.error} onRetry={() => void groups.refetch()} />}
      {groups.data?.length === 0 && <Text>{t('web-driver-groups:empty')}</Text>}
      {!!groups.data?.length && (
        <DriverGroupsTable
          groups={groups.data}
          actions={canManage ? { onEdit: editing.open, onDelete: deleting.open } : undefined}
        />
      )}
      {editing.target && (
        <DriverGroupDialog
          key={editing.target === 'new' ? 'new' : editing.target.id}
          group={editing.target === 'new' ? undefined : editing.target}
          onClose={() => editing.close()}
        />
      )}
      {deleting.target && (
        <DeleteDriverGroupDialog
          key={deleting.target.id}
          group={deleting.target}
          onClose={() => deleting.close()}
          onDeleted={() => deleting.close(true)}
        />
      )}
    </Stack>
  );
}
