import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify';
import { AssignDialog } from '../assign-dialog';
import { useBulkAssign } from '../transport-tasks-api';

interface BulkAssignProps {
  ids: readonly string[];
  onDone: () => void;
}

/** "Assign" for the rows picked: one driver and vehicle for all of them, all or none (the server's rule). */
export function BulkAssign({ ids, onDone }: BulkAssignProps) {
  const { t } = useTranslation();
  const assign = useBulkAssign();
  const [isOpen, setOpen] = useState(false);
  const count = ids.length;

  return (
    <Group gap="sm">
      <Text size="sm" aria-live="polite">
        {count > 0 ? t('web-transport:bulk.selected', { count }) : ''}
      </Text>
      <Button variant="default" disabled={count === 0} onClick={() => setOpen(true)}>
        {t('web-transport:bulk.assign')}
      </Button>
      {isOpen && (
        <AssignDialog
          title={t('web-transport:bulk.title')}
          message={t('web-transport:bulk.message', { count })}
          initial={{ driverId: null, vehicleId: null }}
          saving={assign.isPending}
          onAssign={(assignment, onError) =>
            assign.mutate(
              { ids: [...ids], ...assignment },
              {
                onSuccess: () => {
                  setOpen(false);
                  notifySuccess(t('web-transport:bulk.done', { count }));
                  onDone();
                },
                onError,
              },
            )
          }
          onClose={() => setOpen(false)}
        />
      )}
    </Group>
  );
}
