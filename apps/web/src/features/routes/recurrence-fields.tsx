import { Checkbox, Group, Input, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { recurrenceSchema, WEEKDAY_CODES } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { describeRecurrence } from './describe-recurrence';
import { recurrenceInputOf, type EndBy, type MonthlyBy, type ScheduleChoice } from './recurrence-form-values';
import type { RouteForm } from './route-form-fields';
import { WeekdayToggles } from './weekday-toggles';

const MONTH_DAYS = [...Array.from({ length: 31 }, (_, i) => String(i + 1)), '-1'];
const POSITIONS = [
  ['1', 'first'],
  ['2', 'second'],
  ['3', 'third'],
  ['4', 'fourth'],
  ['-1', 'last'],
] as const;

/** A choice of a few, as radio buttons in a named group. */
function Choice<Value extends string>(props: {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <Radio.Group label={props.label} value={props.value} onChange={(value) => props.onChange(value as Value)}>
      <Group mt={6}>
        {props.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/**
 * When the route runs: none, weekly on weekdays every N weeks, or monthly on a day or the n-th
 * weekday; from a start date until a date, for a number of runs or for good; its start time,
 * duration and public holidays. The schedule is said in words as it is built.
 */
export function RecurrenceFields({ form }: { form: RouteForm }) {
  const { t } = useTranslation();
  const { values } = form;
  const text = (key: string) => t(`web-routes:recurrence.${key}`);
  const options = <Value extends string>(prefix: string, list: readonly Value[]) =>
    list.map((value) => ({ value, label: text(`${prefix}.${value}`) }));
  const parsed = recurrenceSchema.safeParse(recurrenceInputOf(values, []));
  const duration = form.getInputProps('duration');
  const setDuration = (part: 'hours' | 'minutes', next: string) =>
    form.setValue('duration', { ...values.duration, [part]: next });

  return (
    <Stack>
      <Choice<ScheduleChoice>
        label={text('frequency')}
        value={values.frequency}
        options={options('frequencies', ['none', 'weekly', 'monthly'])}
        onChange={(value) => form.setValue('frequency', value)}
      />
      {values.frequency === 'weekly' && (
        <>
          <WeekdayToggles
            value={values.weekdays}
            onChange={(weekdays) => form.setValue('weekdays', weekdays)}
            error={form.getInputProps('weekdays').error}
          />
          <TextInput label={text('everyWeeks')} inputMode="numeric" w={200} {...form.getInputProps('interval')} />
        </>
      )}
      {values.frequency === 'monthly' && (
        <>
          <Choice<MonthlyBy>
            label={text('monthlyBy')}
            value={values.monthlyBy}
            options={options('monthlyByOptions', ['day', 'weekday'])}
            onChange={(value) => form.setValue('monthlyBy', value)}
          />
          <Group align="flex-start">
            {values.monthlyBy === 'day' ? (
              <NativeSelect
                label={text('monthDay')}
                data={MONTH_DAYS.map((day) => ({ value: day, label: day === '-1' ? text('lastDay') : day }))}
                {...form.getInputProps('monthDay')}
              />
            ) : (
              <>
                <NativeSelect
                  label={text('setPosition')}
                  data={POSITIONS.map(([value, key]) => ({ value, label: t(`web-routes:schedule.position.${key}`) }))}
                  {...form.getInputProps('setPosition')}
                />
                <NativeSelect
                  label={text('weekday')}
                  data={WEEKDAY_CODES.map((day) => ({ value: day, label: text(`weekdayName.${day}`) }))}
                  {...form.getInputProps('weekday')}
                />
              </>
            )}
            <TextInput label={text('everyMonths')} inputMode="numeric" w={200} {...form.getInputProps('interval')} />
          </Group>
        </>
      )}
      {values.frequency !== 'none' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField label={text('startDate')} required {...form.getInputProps('startDate')} />
            <TextInput type="time" label={text('startTime')} required {...form.getInputProps('startTime')} />
            <Input.Wrapper label={text('duration')} error={duration.error} labelElement="div">
              <Group gap="xs" wrap="nowrap" role="group" aria-label={text('duration')}>
                <TextInput
                  aria-label={text('durationHours')}
                  rightSection={<Text size="sm">h</Text>}
                  inputMode="numeric"
                  value={values.duration.hours}
                  onChange={(event) => setDuration('hours', event.currentTarget.value)}
                  error={Boolean(duration.error)}
                />
                <TextInput
                  aria-label={text('durationMinutes')}
                  rightSection={<Text size="sm">min</Text>}
                  inputMode="numeric"
                  value={values.duration.minutes}
                  onChange={(event) => setDuration('minutes', event.currentTarget.value)}
                  error={Boolean(duration.error)}
                />
              </Group>
            </Input.Wrapper>
          </SimpleGrid>
          <Choice<EndBy>
            label={text('endBy')}
            value={values.endBy}
            options={options('endByOptions', ['never', 'date', 'count'])}
            onChange={(value) => form.setValue('endBy', value)}
          />
          {values.endBy === 'date' && (
            <DateField label={text('untilDate')} required w={220} {...form.getInputProps('untilDate')} />
          )}
          {values.endBy === 'count' && (
            <TextInput label={text('count')} required inputMode="numeric" w={220} {...form.getInputProps('count')} />
          )}
          <Checkbox
            label={text('skipPublicHolidays')}
            checked={values.skipPublicHolidays}
            onChange={(event) => form.setValue('skipPublicHolidays', event.currentTarget.checked)}
          />
        </>
      )}
      <Text size="sm" aria-live="polite">
        {parsed.success || values.frequency === 'none'
          ? t('web-routes:recurrence.inWords', { text: describeRecurrence(parsed.data ?? null, t) })
          : ''}
      </Text>
    </Stack>
  );
}
