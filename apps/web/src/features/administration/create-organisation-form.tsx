import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organisationInputSchema } from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { currencyOptions } from '../../components/ui/options';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useCreateOrganisation } from './administration-api';
import { FormFailure } from '../../components/ui/form-failure';

const EMPTY = { name: '', currency: 'EUR' as const };

export function CreateOrganisationForm() {
  const { t } = useTranslation();
  const form = useZodForm(organisationInputSchema, EMPTY);
  const create = useCreateOrganisation();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('web-administration:create.created', { name: input.name }));
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:organisationRequest')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start">
        <TextInput label={t('web-administration:create.name')} required {...form.getInputProps('name')} />
        <NativeSelect
          label={t('web-administration:create.currency')}
          data={currencyOptions(t)}
          {...form.getInputProps('currency')}
        />
        <Button type="submit" mt={25} loading={create.isPending}>
          {t('web-administration:create.submit')}
        </Button>
      </Group>
      <FormFailure message={failure} mt="sm" />
    </form>
  );
}
