import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { vehicleInputSchema, type Vehicle } from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useBases } from '../organisation-data/organisation-data-queries';
import { vehicleFormValues } from './vehicle-form';
import { VehicleFormFields } from './vehicle-form-fields';
import { useSaveVehicle } from './vehicles-api';

/** Adds a vehicle, or edits `vehicle`; mounted per opening so the form starts from its values. */
export function VehicleFormDialog({ vehicle, onClose }: { vehicle?: Vehicle; onClose: () => void }) {
  const { t } = useTranslation();
  const bases = useBases();
  const form = useZodForm(vehicleInputSchema, vehicleFormValues(vehicle));
  const save = useSaveVehicle(vehicle?.id);
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t(vehicle ? 'web-vehicles:form.saved' : 'web-vehicles:form.created', { name: saved.registerNumber }));
        onClose();
      },
      // A taken register number comes back as a 409 naming the field; it lands on the input.
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  const title = vehicle ? t('web-vehicles:form.editTitle', { name: vehicle.registerNumber }) : t('web-vehicles:form.createTitle');
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered closeButtonProps={{ 'aria-label': t('web:common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <VehicleFormFields form={form} bases={bases.data ?? []} />
          <FormFailure message={failure} />
          <FormActions submitLabel={t('web:common.save')} onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
