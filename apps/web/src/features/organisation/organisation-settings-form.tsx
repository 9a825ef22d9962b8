import { Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_DRIVER_NAME_ORDER,
  DRIVER_NAME_ORDERS,
  organisationInputSchema,
  type Organisation,
} from '@rahti/domain';
import { notifySuccess } from '../../components/ui/notify';
import { currencyOptions } from '../../components/ui/options';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { useUpdateOrganisation } from './organisation-api';
import { FormFailure } from '../../components/ui/form-failure';
import { TimeZoneSelect } from './time-zone-select';

export function OrganisationSettingsForm({ organisation }: { organisation: Organisation }) {
  const { t } = useTranslation();
  const form = useZodForm(organisationInputSchema, {
    name: organisation.name,
    currency: organisation.currency,
    timeZone: organisation.timeZone,
    driverNameOrder: organisation.driverNameOrder ?? DEFAULT_DRIVER_NAME_ORDER,
  });
  const update = useUpdateOrganisation();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    update.mutate(input, {
      onSuccess: () => notifySuccess(t('web-organisation:settings.saved')),
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:organisationRequest')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack maw={420}>
        <TextInput label={t('web-organisation:settings.name')} required {...form.getInputProps('name')} />
        <NativeSelect
          label={t('web-organisation:settings.currency')}
          data={currencyOptions(t)}
          {...form.getInputProps('currency')}
        />
        <TimeZoneSelect {...form.getInputProps('timeZone')} />
        <NativeSelect
          label={t('web-organisation:settings.driverNameOrder.label')}
          description={t('web-organisation:settings.driverNameOrder.hint')}
          data={DRIVER_NAME_ORDERS.map((order) => ({
            value: order,
            label: t(`web-organisation:settings.driverNameOrder.${order}`),
          }))}
          {...form.getInputProps('driverNameOrder')}
        />
        <FormFailure message={failure} />
        <Button type="submit" loading={update.isPending} w="fit-content">
          {t('web:common.save')}
        </Button>
      </Stack>
    </form>
  );
}
