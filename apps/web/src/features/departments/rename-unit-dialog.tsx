import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namedUnitInputSchema, type NamedUnit } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useRenameUnit, type UnitKind } from './units-api';

/** Mounted per unit, so the name starts from the saved one. */
export function RenameUnitDialog({ kind, unit, onClose }: { kind: UnitKind; unit: NamedUnit; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(namedUnitInputSchema, { name: unit.name });
  const rename = useRenameUnit(kind, unit.id);
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    rename.mutate(input, {
      onSuccess: (renamed) => {
        notifySuccess(t(`web-units:${kind}.renamed`, { name: renamed.name }));
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <Modal opened onClose={onClose} title={t(`web-units:${kind}.renameTitle`)} centered closeButtonProps={{ 'aria-label': t('web:common.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t(`web-units:${kind}.name`)} required autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <FormFailure message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('web:common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
