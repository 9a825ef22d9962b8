import { NativeSelect, SimpleGrid, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTransportOptions, type Option } from '../use-transport-options';
import type { TransportForm } from './use-transport-form';

type SelectField = 'customerId' | 'driverId' | 'vehicleId';
type TextField = 'reference' | 'price' | 'km';

/** Whom the order is for and who carries it out: freight payer, reference, driver and vehicle, price and km. */
export function OrderFields({ form }: { form: TransportForm }) {
  const { t } = useTranslation();
  const options = useTransportOptions();
  const select = (name: SelectField, data: Option[]) => (
    <NativeSelect
      label={t(`web-transport:form.${name}`)}
      data={[{ value: '', label: t('web-transport:form.none') }, ...data]}
      value={form.values[name]}
      onChange={(event) => form.actions.setField(name, event.currentTarget.value)}
      onBlur={() => form.actions.touch(name)}
      error={form.errorAt(name)}
    />
  );
  const text = (name: TextField, hint?: string) => (
    <TextInput
      label={t(`web-transport:form.${name}`)}
      description={hint}
      inputMode={name === 'reference' ? undefined : 'decimal'}
      autoComplete="off"
      value={form.values[name]}
      onChange={(event) => form.actions.setField(name, event.currentTarget.value)}
      onBlur={() => form.actions.touch(name)}
      error={form.errorAt(name)}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {select('customerId', options.customers)}
      {text('reference', t('web-transport:form.referenceHint'))}
      {select('driverId', options.drivers)}
      {select('vehicleId', options.vehicles)}
      {text('price', t('web-transport:form.priceHint'))}
      {text('km')}
      <Switch
        label={t('web-transport:form.international')}
        description={t('web-transport:form.internationalHint')}
        checked={form.values.international}
        onChange={(event) => form.actions.setField('international', event.currentTarget.checked)}
        style={{ gridColumn: '1 / -1' }}
      />
      <Textarea
        label={t('web-transport:form.notes')}
        autosize
        minRows={2}
        style={{ gridColumn: '1 / -1' }}
        value={form.values.notes}
        onChange={(event) => form.actions.setField('notes', event.currentTarget.value)}
        onBlur={() => form.actions.touch('notes')}
        error={form.errorAt('notes')}
      />
    </SimpleGrid>
  );
}
