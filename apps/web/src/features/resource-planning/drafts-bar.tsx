import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifyError, notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDiscardPlans, usePublishPlans } from './planning-api';

/** How many drafts are in view, and publishing or discarding them all at once (discarding asks first). */
export function DraftsBar({ draftIds }: { draftIds: string[] }) {
  const { t } = useTranslation();
  const publish = usePublishPlans();
  const discard = useDiscardPlans();
  const [isConfirming, setConfirming] = useState(false);
  const count = draftIds.length;

  const publishAll = () =>
    publish.mutate(draftIds, {
      onSuccess: ({ published }) =>
        notifySuccess(t('web-resource-planning:drafts.published', { count: published.length })),
      onError: (error) => notifyError(errorMessage(error, t('errors:savingFailed'))),
    });
  const discardAll = () =>
    discard.mutate(draftIds, {
      onSuccess: ({ discarded }) => {
        setConfirming(false);
        notifySuccess(t('web-resource-planning:drafts.discarded', { count: discarded.length }));
      },
    });

  return (
    <Group gap="sm">
      <Text size="sm" role="status" aria-live="polite">
        {t('web-resource-planning:drafts.count', { count })}
      </Text>
      <Button size="xs" disabled={count === 0} loading={publish.isPending} onClick={publishAll}>
        {t('web-resource-planning:drafts.publish')}
      </Button>
      <Button size="xs" variant="default" disabled={count === 0} onClick={() => setConfirming(true)}>
        {t('web-resource-planning:drafts.discard')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('web-resource-planning:drafts.discardTitle')}
        message={t('web-resource-planning:drafts.discardMessage', { count })}
        confirmLabel={t('web-resource-planning:drafts.discardConfirm', { count })}
        onConfirm={discardAll}
        onClose={() => setConfirming(false)}
        loading={discard.isPending}
        error={discard.error ? errorMessage(discard.error, t('errors:savingFailed')) : undefined}
      />
    </Group>
  );
}
