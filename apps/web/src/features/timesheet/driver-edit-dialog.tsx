import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfficeApprovalAction } from '@rahti/domain';
import { ChangeTable } from './history-list';
import { useHistory } from './timesheet-queries';

interface DriverEditDialogProps {
  itemType: 'shifts' | 'absences';
  id: string;
  zone: string;
  itemText: string;
  action: Extract<OfficeApprovalAction, 'acceptDriverEdit' | 'rejectDriverEdit'>;
  onConfirm: () => void;
  pending: boolean;
  onClose: () => void;
}

/**
 * Accepts or rejects the driver's change after showing what they changed, from the history's
 * latest driver edit (rejecting restores the item as the office last left it).
 */
export function DriverEditDialog({
  itemType,
  id,
  zone,
  itemText,
  action,
  onConfirm,
  pending,
  onClose,
}: DriverEditDialogProps) {
  const { t } = useTranslation();
  const history = useHistory(itemType, id);
  const edit = history.data?.find((entry) => entry.action === 'driverEdit');
  return (
    <Modal opened onClose={onClose} title={t(`web-timesheet:driverEdit.${action}Title`)} size="lg" centered>
      <Stack>
        <Text>{t(`web-timesheet:driverEdit.${action}Intro`, { item: itemText })}</Text>
        {history.isPending && <Loader size="sm" aria-label={t('web-timesheet:history.loading')} />}
        {edit ? (
          <ChangeTable entry={edit} zone={zone} caption={t('web-timesheet:driverEdit.changes', { by: edit.byName })} />
        ) : (
          !history.isPending && <Text c="dimmed">{t('web-timesheet:driverEdit.noDetails')}</Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('web:common.cancel')}
          </Button>
          <Button color={action === 'rejectDriverEdit' ? 'red' : undefined} onClick={onConfirm} loading={pending}>
            {t(`web-timesheet:actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
