import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_SOURCES, type TaskSource } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useApi } from '../../lib/api-context';
import { errorMessage } from '../../lib/api-error';

const KINDS = ['tasks', 'invoices'] as const;
type Kind = (typeof KINDS)[number];
interface Removed {
  deleted: number;
  kept: number;
  reason?: string | null;
}

/**
 * Spec section 7's removal by source, for an Admin: every internal or external task or invoice
 * at once, after the organisation's name is typed. Sent invoices stay (the law keeps them) and
 * the answer says how many and why.
 */
export function SourceDeletion({ organisationName }: { organisationName: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queries = useQueryClient();
  const [kind, setKind] = useState<Kind>('tasks');
  const [source, setSource] = useState<TaskSource>('external');
  const [confirming, setConfirming] = useState(false);
  const [typedName, setTypedName] = useState('');
  const remove = useMutation({
    mutationFn: () =>
      api.delete<Removed>(`/organisation/${kind}?source=${source}&confirmName=${encodeURIComponent(typedName.trim())}`),
    onSuccess: () => void queries.invalidateQueries(),
  });
  const close = () => {
    setConfirming(false);
    setTypedName('');
  };
  const what = t(`web-organisation:sourceDeletion.what.${kind}.${source}`);

  return (
    <Stack align="flex-start">
      <Text>{t('web-organisation:sourceDeletion.explanation')}</Text>
      <Group align="flex-end">
        <NativeSelect
          label={t('web-organisation:sourceDeletion.kind')}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as Kind)}
          data={KINDS.map((value) => ({ value, label: t(`web-organisation:sourceDeletion.kinds.${value}`) }))}
        />
        <NativeSelect
          label={t('web-organisation:sourceDeletion.source')}
          value={source}
          onChange={(event) => setSource(event.currentTarget.value as TaskSource)}
          data={TASK_SOURCES.map((value) => ({ value, label: t(`web-tasks:source.${value}`) }))}
        />
        <Button color="red.9" variant="outline" onClick={() => setConfirming(true)}>
          {t('web-organisation:sourceDeletion.start')}
        </Button>
      </Group>
      {remove.data && (
        <Alert color="green" role="status" w="100%">
          {t('web-organisation:sourceDeletion.done', { count: remove.data.deleted })}
          {remove.data.reason ? ` ${remove.data.reason}` : ''}
        </Alert>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('web-organisation:sourceDeletion.confirmTitle', { what })}
        message={t('web-organisation:sourceDeletion.confirmMessage', { what, name: organisationName })}
        confirmLabel={t('web-organisation:sourceDeletion.confirmButton')}
        confirmDisabled={typedName.trim() !== organisationName}
        loading={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t('errors:organisationRequest')) : undefined}
        onClose={() => {
          close();
          remove.reset();
        }}
        onConfirm={() => remove.mutate(undefined, { onSuccess: close })}
      >
        <TextInput
          label={t('web-organisation:deletion.typeName')}
          value={typedName}
          onChange={(event) => setTypedName(event.currentTarget.value)}
          autoComplete="off"
        />
      </ConfirmDialog>
    </Stack>
  );
}
