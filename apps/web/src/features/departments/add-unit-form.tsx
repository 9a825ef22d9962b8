import { Button, Group, TextInput } from '@mantine/core';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { namedUnitInputSchema } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useAddUnit, type UnitKind } from './units-api';

/** One line: the new unit's name and an add button; the input stays focused for the next one. */
export function AddUnitForm({ kind, inputRef }: { kind: UnitKind; inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const form = useZodForm(namedUnitInputSchema, { name: '' });
  const add = useAddUnit(kind);
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    add.mutate(input, {
      onSuccess: (created) => {
        notifySuccess(t(`web-units:${kind}.added`, { name: created.name }));
        form.reset();
        // The add button was disabled while saving, which drops the focus if it had it.
        inputRef.current?.focus();
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  // An empty add field is not a mistake until the user tries to add it, so leaving it says nothing.
  const { onBlur: _onBlur, ...nameProps } = form.getInputProps('name');

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm" mb="sm">
        <TextInput
          ref={inputRef}
          label={t(`web-units:${kind}.newName`)}
          required
          autoComplete="off"
          style={{ flex: '1 1 16rem' }}
          {...nameProps}
        />
        <Button type="submit" mt={24} loading={add.isPending}>
          {t(`web-units:${kind}.add`)}
        </Button>
      </Group>
      <FormFailure message={failure} mb="sm" />
    </form>
  );
}
