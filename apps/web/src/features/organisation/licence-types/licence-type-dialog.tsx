import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_KINDS, licenceTypeInputSchema, type LicenceType } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveLicenceType } from './licence-types-api';

/** Adds one of the organisation's own licence types, or changes `licenceType`. */
export function LicenceTypeDialog({ licenceType, onClose }: { licenceType?: LicenceType; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(licenceTypeInputSchema, {
    code: licenceType?.code ?? '',
    name: licenceType?.name ?? '',
    kind: licenceType?.kind ?? ('qualification' as const),
  });
  const save = useSaveLicenceType();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(
      { ...input, id: licenceType?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t('web-organisation:licenceTypes.saved', { code: saved.code }));
          onClose();
        },
        onError: (error) => {
          if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
        },
      },
    );
  });

  return (
    <Modal opened onClose={onClose} title={t(licenceType ? 'web-organisation:licenceTypes.editTitle' : 'web-organisation:licenceTypes.addTitle')} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('web-organisation:licenceTypes.code')} description={t('web-organisation:licenceTypes.codeHint')} required {...form.getInputProps('code')} />
          <TextInput label={t('web-organisation:licenceTypes.name')} required {...form.getInputProps('name')} />
          <NativeSelect
            label={t('web-organisation:licenceTypes.kind')}
            data={LICENCE_KINDS.map((kind) => ({ value: kind, label: t(`web-organisation:licenceTypes.kinds.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
          <FormFailure message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('web:common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
