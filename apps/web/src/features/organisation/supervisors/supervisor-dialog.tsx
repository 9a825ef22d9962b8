import { Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supervisor, User } from '@rahti/domain';
import { FormActions } from '../../../components/ui/form-actions';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { driverOption } from '../../drivers/driver-labels';
import { useDrivers } from '../../organisation-data/organisation-data-queries';
import { useSaveSupervisor } from './supervisors-api';
import { useDriverName } from '../../../lib/use-driver-name';

/** Chooses the drivers a User supervises, by typing part of a name or employee number. */
export function SupervisorDialog({
  user,
  supervisor,
  onClose,
}: {
  user: User;
  supervisor: Supervisor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const drivers = useDrivers();
  const save = useSaveSupervisor(supervisor);
  const [driverIds, setDriverIds] = useState<string[]>(supervisor.driverIds);
  const data = (drivers.data ?? []).map(driverOption(fullName));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(driverIds, {
      onSuccess: () => {
        notifySuccess(t('web-organisation:supervision.saved', { name: user.displayName }));
        onClose();
      },
    });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('web-organisation:supervision.title', { name: user.displayName })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('web-organisation:supervision.explanation', { name: user.displayName })}</Text>
          <MultiSelect
            label={t('web-organisation:supervision.drivers')}
            placeholder={t('web-organisation:supervision.search')}
            searchable
            clearable
            hidePickedOptions
            nothingFoundMessage={t('web-organisation:supervision.noDriverFound')}
            data={data}
            value={driverIds}
            onChange={setDriverIds}
          />
          <FormFailure message={save.error ? errorMessage(save.error, t('errors:savingFailed')) : undefined} />
          <FormActions submitLabel={t('web:common.save')} onCancel={onClose} saving={save.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
