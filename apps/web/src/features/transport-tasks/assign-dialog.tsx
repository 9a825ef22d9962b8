import { Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../components/ui/form-actions';
import { FormFailure } from '../../components/ui/form-failure';
import { errorMessage } from '../../lib/api-error';
import type { Assignment } from './transport-tasks-api';
import { useTransportOptions } from './use-transport-options';

interface AssignDialogProps {
  title: string;
  /** What is being assigned, in words ("3 transport tasks"). */
  message?: string;
  initial: Assignment;
  saving: boolean;
  /** Sends the choice; the dialog shows a refusal's reason and stays open. */
  onAssign: (assignment: Assignment, onError: (error: unknown) => void) => void;
  onClose: () => void;
}

/**
 * Picks the driver and vehicle for one transport task or many. No driver takes a task back to
 * "created"; a vehicle needs a driver (the domain's rule, said before asking the server).
 */
export function AssignDialog({ title, message, initial, saving, onAssign, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const options = useTransportOptions();
  const [driverId, setDriverId] = useState(initial.driverId ?? '');
  const [vehicleId, setVehicleId] = useState(initial.vehicleId ?? '');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string>();
  const driverError = tried && vehicleId && !driverId ? t('transport:vehicleWithoutDriver') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (vehicleId && !driverId) return;
    onAssign({ driverId: driverId || null, vehicleId: vehicleId || null }, (error) =>
      setFailure(errorMessage(error, t('errors:savingFailed'))),
    );
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {message && <Text>{message}</Text>}
          <NativeSelect
            label={t('web-transport:columns.driver')}
            data={[{ value: '', label: t('web-transport:assign.noDriver') }, ...options.drivers]}
            value={driverId}
            onChange={(event) => setDriverId(event.currentTarget.value)}
            error={driverError}
          />
          <NativeSelect
            label={t('web-transport:columns.vehicle')}
            data={[{ value: '', label: t('web-transport:form.none') }, ...options.vehicles]}
            value={vehicleId}
            onChange={(event) => setVehicleId(event.currentTarget.value)}
          />
          <FormFailure message={failure} />
          <FormActions submitLabel={t('web-transport:assign.submit')} onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
