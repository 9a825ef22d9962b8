import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { driverInputSchema, type Driver } from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { useSaveDriver } from './drivers-api';
import { DriverFormFields } from './driver-form-fields';
import { driverFormValues } from './driver-form-values';
import { LicenceRows } from './licence-rows';
import { useDriverName } from '../../lib/use-driver-name';

interface DriverFormDialogProps {
  driver?: Driver;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds a driver, or changes one; mounted per driver so the form starts from its values. */
export function DriverFormDialog({ driver, onClose, onSaved }: DriverFormDialogProps) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const { language } = useLanguage();
  const form = useZodForm(driverInputSchema, driverFormValues(driver, language));
  const save = useSaveDriver(driver?.id);
  const [failure, setFailure] = useState<string>();
  const [submitted, setSubmitted] = useState(false);

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(t(driver ? 'web-drivers:form.updated' : 'web-drivers:form.created', { name: fullName(saved) }));
        onSaved();
      },
      // "User name is already taken" and "Driver card ID already in use" name their field.
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={driver ? t('web-drivers:form.editTitle', { name: fullName(driver) }) : t('web-drivers:form.createTitle')}
      size="lg"
      centered
    >
      <form
        onSubmit={(event) => {
          setSubmitted(true);
          submit(event);
        }}
        noValidate
      >
        <Stack>
          <DriverFormFields inputProps={form.getInputProps} />
          <LicenceRows
            rows={form.values.licences}
            onChange={(rows) => form.setValue('licences', rows)}
            submitted={submitted}
          />
          <FormFailure message={failure} />
          <FormActions
            submitLabel={driver ? t('web:common.save') : t('web-drivers:form.create')}
            onCancel={onClose}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
