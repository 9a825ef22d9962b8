import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useOrganisation } from '../organisation/organisation-api';
import { VehicleLimit } from './vehicle-limit';
import { useActivateVehicle } from './vehicles-api';

interface ActivateVehicleDialogProps {
  vehicle: Vehicle;
  activeCount: number;
  onClose: () => void;
  /** Activated: the row's "Activate" button is gone. */
  onDone: () => void;
}

/**
 * Activation is asked first because the organisation cannot take it back (spec section 4) and
 * it uses up the vehicle limit. A limit already full is said at once, with nothing to confirm;
 * one that filled up meanwhile comes back as the server's 409, shown here.
 */
export function ActivateVehicleDialog({ vehicle, activeCount, onClose, onDone }: ActivateVehicleDialogProps) {
  const { t } = useTranslation();
  const activate = useActivateVehicle();
  const limit = useOrganisation().data?.vehicleLimit ?? null;
  if (limit !== null && activeCount >= limit)
    return <LimitFullDialog vehicle={vehicle} activeCount={activeCount} onClose={onClose} />;
  return (
    <ConfirmDialog
      opened
      title={t('web-vehicles:activation.title')}
      message={t('web-vehicles:activation.message', { name: vehicle.registerNumber })}
      confirmLabel={t('web-vehicles:activation.confirm')}
      loading={activate.isPending}
      error={activate.error ? errorMessage(activate.error, t('errors:savingFailed')) : undefined}
      onClose={onClose}
      onConfirm={() =>
        activate.mutate(vehicle.id, {
          onSuccess: () => {
            notifySuccess(t('web-vehicles:activation.done', { name: vehicle.registerNumber }));
            onDone();
          },
        })
      }
    >
      <Text fw={600}>{t('web-vehicles:activation.irreversible')}</Text>
      <VehicleLimit activeCount={activeCount} />
    </ConfirmDialog>
  );
}

/** Every vehicle the limit allows is active: nothing to confirm, only who can raise the limit. */
function LimitFullDialog({
  vehicle,
  activeCount,
  onClose,
}: Pick<ActivateVehicleDialogProps, 'vehicle' | 'activeCount' | 'onClose'>) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('web-vehicles:activation.title')} centered>
      <Stack>
        <Text fw={700}>{t('organisation-data:vehicleLimitReached')}</Text>
        <VehicleLimit activeCount={activeCount} />
        <Text>{t('web-vehicles:activation.limitFull', { name: vehicle.registerNumber })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('web:common.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
