import { Anchor, NativeSelect, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TASK_SOURCES, type TaskInput } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import type { useZodForm } from '../../lib/use-zod-form';
import type { TaskFormValues } from './task-form-values';
import { useTaskOptions, type Option } from './use-task-options';

export type TaskForm = ReturnType<typeof useZodForm<TaskFormValues, TaskInput>>;

interface TaskFormFieldsProps {
  form: TaskForm;
  /** The server said the chosen vehicle has no calculation: say where one is assigned. */
  vehicleNeedsCalculation: boolean;
}

/** Every input of a task, each checked as it is typed by the server's own schema. */
export function TaskFormFields({ form, vehicleNeedsCalculation }: TaskFormFieldsProps) {
  const { t } = useTranslation();
  const options = useTaskOptions();
  const label = (key: string) => t(`web-tasks:columns.${key}`);
  const select = (
    name: keyof TaskFormValues & string,
    data: Option[],
    extra: { required?: boolean; description?: ReactNode } = {},
  ) => (
    <NativeSelect
      label={label(name.replace(/Id$/, ''))}
      data={[{ value: '', label: extra.required ? t('web-tasks:form.choose') : t('web-tasks:form.none') }, ...data]}
      required={extra.required}
      description={extra.description}
      {...form.getInputProps(name)}
    />
  );
  const number = (
    name: 'km' | 'income' | 'otherCosts' | 'weightKg' | 'pallets',
    required = false,
    description?: string,
  ) => (
    <TextInput
      label={label(name)}
      required={required}
      description={description}
      inputMode={name === 'pallets' ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...form.getInputProps(name)}
    />
  );
  const startTime = form.getInputProps('startTime');
  const endTime = form.getInputProps('endTime');

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {select('customerId', options.customers, {
        description:
          options.customersLoaded && options.customers.length === 0 ? (
            <Trans
              t={t}
              i18nKey="web-tasks:form.noCustomers"
              components={{ page: <Anchor component={Link} to="/customers" inherit /> }}
            />
          ) : undefined,
      })}
      {select('vehicleId', options.vehicles, {
        required: true,
        description: vehicleNeedsCalculation ? (
          <Trans
            t={t}
            i18nKey="web-tasks:form.assignCalculation"
            components={{ page: <Anchor component={Link} to="/vehicles" inherit /> }}
          />
        ) : undefined,
      })}
      {select('driverId', options.drivers)}
      {select('departmentId', options.departments)}
      <DateField label={t('web-tasks:form.startDate')} required {...form.getInputProps('startDate')} />
      <TextInput type="time" label={t('web-tasks:form.startTime')} required {...startTime} />
      <DateField label={t('web-tasks:form.endDate')} required {...form.getInputProps('endDate')} />
      <TextInput type="time" label={t('web-tasks:form.endTime')} required {...endTime} />
      {number('km', true)}
      {number('weightKg')}
      {number('income', true, t('web-tasks:form.incomeHint'))}
      {number('otherCosts', false, t('web-tasks:form.otherCostsHint'))}
      <TextInput label={label('pickup')} autoComplete="off" {...form.getInputProps('pickup')} />
      <TextInput label={label('delivery')} autoComplete="off" {...form.getInputProps('delivery')} />
      {number('pallets')}
      <NativeSelect
        label={label('source')}
        data={TASK_SOURCES.map((source) => ({ value: source, label: t(`web-tasks:source.${source}`) }))}
        {...form.getInputProps('source')}
      />
      {form.values.source === 'external' && (
        <TextInput label={label('externalId')} required autoComplete="off" {...form.getInputProps('externalId')} />
      )}
      {options.routes && select('routeId', options.routes)}
      <Textarea
        label={label('description')}
        autosize
        minRows={2}
        style={{ gridColumn: '1 / -1' }}
        {...form.getInputProps('description')}
      />
    </SimpleGrid>
  );
}
