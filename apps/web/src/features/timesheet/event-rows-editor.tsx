import { ActionIcon, Alert, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVENT_WORK_TYPES, workTypeKey } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { newRowKey, type EventRow } from './shift-form';
import { DateField } from '../../components/ui/date-field';

interface EventRowsEditorProps {
  rows: EventRow[];
  onChange: (rows: EventRow[]) => void;
  /** The message at a path of the form ("events.1.end"), once shown. */
  errorAt: (path: string) => string | undefined;
}

/**
 * The shift's events as rows of inputs: type, start and end as a local date and time. The shift
 * rules' messages show on the event and the time they concern; a problem of the whole shift
 * (no events, overlapping events) above the rows.
 */
export function EventRowsEditor({ rows, onChange, errorAt }: EventRowsEditorProps) {
  const { t } = useTranslation();
  const types = EVENT_WORK_TYPES.map((workType) => ({ value: String(workType), label: t(workTypeKey(workType)) }));
  const change = (index: number, patch: Partial<EventRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const add = () => {
    const last = rows.at(-1);
    const date = last?.endDate || last?.startDate || '';
    onChange([
      ...rows,
      {
        key: newRowKey(),
        workType: '1',
        startDate: date,
        startTime: last?.endTime ?? '',
        endDate: date,
        endTime: '',
        answer: '',
        cutBefore: false,
        cutAfter: false,
      },
    ]);
  };
  const whole = errorAt('events');

  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600}>
        {t('web-timesheet:editor.events')}
      </Text>
      {whole && (
        <Alert color="red" role="alert" p="xs">
          {whole}
        </Alert>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        const label = (key: string) => t(`web-timesheet:editor.${key}`, { number });
        const options = types.some((type) => type.value === row.workType)
          ? types
          : [...types, { value: row.workType, label: t('work-types:unknown') }];
        return (
          <Group
            key={row.key}
            align="flex-start"
            gap="xs"
            wrap="wrap"
            role="group"
            aria-label={t('web-timesheet:editor.event', { number })}
          >
            <NativeSelect
              label={label('workType')}
              data={options}
              value={row.workType}
              onChange={(event) => change(index, { workType: event.currentTarget.value })}
              error={errorAt(`events.${index}.workType`)}
              w={170}
            />
            <DateField
              label={label('startDate')}
              value={row.startDate}
              onChange={(value) => change(index, { startDate: value })}
              w={150}
            />
            <TextInput
              type="time"
              label={label('startTime')}
              value={row.startTime}
              onChange={(event) => change(index, { startTime: event.currentTarget.value })}
              error={errorAt(`events.${index}.start`)}
              w={150}
            />
            <DateField
              label={label('endDate')}
              value={row.endDate}
              onChange={(value) => change(index, { endDate: value })}
              w={150}
            />
            <TextInput
              type="time"
              label={label('endTime')}
              value={row.endTime}
              onChange={(event) => change(index, { endTime: event.currentTarget.value })}
              error={errorAt(`events.${index}.end`)}
              w={150}
            />
            <TextInput
              label={label('answer')}
              value={row.answer}
              onChange={(event) => change(index, { answer: event.currentTarget.value })}
              error={errorAt(`events.${index}.answer`)}
              w={160}
            />
            <ActionIcon
              variant="default"
              size="lg"
              mt={24}
              aria-label={label('remove')}
              title={t('web:common.delete')}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <Icon name="trash" />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button variant="default" size="xs" onClick={add}>
          {t('web-timesheet:editor.addEvent')}
        </Button>
      </Group>
    </Stack>
  );
}
