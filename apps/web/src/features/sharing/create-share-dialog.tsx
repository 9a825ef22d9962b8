import { Checkbox, Group, MultiSelect, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SHARING_DATA_TYPES, SHARING_DIRECTIONS } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { useZodForm } from '../../lib/use-zod-form';
import { useCustomers } from '../customers/customers-api';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { useRouteChoices } from '../routes/use-route-choices';
import { useCreateShare } from './sharing-api';
import { shareFormSchema, shareFormValues } from './share-form';

interface CreateShareDialogProps {
  onClose: () => void;
  onCreated: (created: { id: string; code: string }) => void;
}

/** A new share: what, which way, and optionally how much; the server answers its code. */
export function CreateShareDialog({ onClose, onCreated }: CreateShareDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(shareFormSchema, shareFormValues);
  const create = useCreateShare();
  const routes = useRouteChoices();
  const vehicles = useVehicles();
  const customers = useCustomers();
  const sending = form.values.direction === 'send';
  const picker = (
    name: 'routeIds' | 'vehicleIds' | 'customerIds',
    label: string,
    data: { value: string; label: string }[],
  ) => <MultiSelect label={label} data={data} searchable clearable disabled={!sending} {...form.getInputProps(name)} />;

  return (
    <FormDialog
      title={t('web-sharing:create.title')}
      size="lg"
      form={form}
      save={create}
      onSaved={onCreated}
      onClose={onClose}
      submitLabel={t('web-sharing:create.submit')}
    >
      <Checkbox.Group label={t('web-sharing:create.dataTypes')} withAsterisk {...form.getInputProps('dataTypes')}>
        <Group mt="xs">
          {SHARING_DATA_TYPES.map((type) => (
            <Checkbox key={type} value={type} label={t(`web-sharing:dataType.${type}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Radio.Group label={t('web-sharing:create.direction')} {...form.getInputProps('direction')}>
        <Stack mt="xs" gap="xs">
          {SHARING_DIRECTIONS.map((direction) => (
            <Radio
              key={direction}
              value={direction}
              label={t(`web-sharing:direction.${direction}`)}
              description={t(`web-sharing:direction.${direction}Hint`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Title order={3} size="h5" mt="xs">
        {t('web-sharing:create.scopeTitle')}
      </Title>
      <Text size="sm">{t('web-sharing:create.scopeHint')}</Text>
      {routes.shown && picker('routeIds', t('web-sharing:create.routes'), routes.options)}
      {picker(
        'vehicleIds',
        t('web-sharing:create.vehicles'),
        (vehicles.data ?? []).map((vehicle) => ({ value: vehicle.id, label: vehicle.registerNumber })),
      )}
      {picker(
        'customerIds',
        t('web-sharing:create.customers'),
        (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name })),
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateField label={t('web-sharing:create.from')} {...form.getInputProps('from')} />
        <DateField label={t('web-sharing:create.to')} {...form.getInputProps('to')} />
      </SimpleGrid>
    </FormDialog>
  );
}
