import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useDeletePlan } from './planning-api';

/** Removing the plan from inside its dialog: asks once more in place, then deletes. */
export function DeletePlanButton({ planId, onDeleted }: { planId: string; onDeleted: () => void }) {
  const { t } = useTranslation();
  const remove = useDeletePlan();
  const [isAsking, setAsking] = useState(false);

  if (!isAsking)
    return (
      <Group>
        <Button variant="subtle" color="red" onClick={() => setAsking(true)}>
          {t('web-resource-planning:dialog.delete')}
        </Button>
      </Group>
    );
  return (
    <Alert color="red" role="alertdialog" aria-labelledby="rp-delete-question">
      <Text id="rp-delete-question" size="sm">
        {t('web-resource-planning:dialog.deleteQuestion')}
      </Text>
      {remove.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(remove.error, t('errors:deletingFailed'))}
        </Text>
      )}
      <Group mt="xs">
        <Button
          color="red"
          size="xs"
          autoFocus
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(planId, {
              onSuccess: () => {
                notifySuccess(t('web-resource-planning:dialog.deleted'));
                onDeleted();
              },
            })
          }
        >
          {t('web-resource-planning:dialog.deleteConfirm')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setAsking(false)}>
          {t('web-resource-planning:dialog.keep')}
        </Button>
      </Group>
    </Alert>
  );
}
