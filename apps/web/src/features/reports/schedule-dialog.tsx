import { Alert, Button, Group, Modal, MultiSelect, NativeSelect, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REPORT_CATALOGUE,
  REPORT_FORMATS,
  REPORT_SCHEDULE_FREQUENCIES,
  type ReportCatalogue,
  type ReportFormat,
  type ReportSchedule,
  type ReportScheduleFrequency,
} from '@rahti/domain';
import { errorMessage } from '../../lib/api-error';
import { emptyFilters, ReportDefinitionForm, type DefinitionDraft } from './report-definition-form';
import { useRecipientOptions, useSaveSchedule } from './reports-api';
import type { FilterOptions } from './use-filter-options';

interface Props {
  /** The schedule to change, or none for a new one. */
  schedule?: ReportSchedule;
  catalogue: ReportCatalogue;
  options: FilterOptions;
  onClose: () => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const MONTH_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

/** A schedule's report, file format, when it goes (weekday or day of month) and to whom. */
export function ScheduleDialog({ schedule, catalogue, options, onClose }: Props) {
  const { t } = useTranslation();
  const recipients = useRecipientOptions(true);
  const save = useSaveSchedule();
  const kind = schedule?.kind ?? catalogue[0]?.kind ?? 'vehicles';
  const [draft, setDraft] = useState<DefinitionDraft>({
    kind,
    from: '',
    to: '',
    grouping: schedule?.grouping ?? REPORT_CATALOGUE[kind].groupings[0]!,
    filters: schedule?.filters ?? emptyFilters(),
  });
  const [format, setFormat] = useState<ReportFormat>(schedule?.format ?? 'pdf');
  const [frequency, setFrequency] = useState<ReportScheduleFrequency>(schedule?.frequency ?? 'monthly');
  const [day, setDay] = useState(schedule?.day ?? 1);
  const [to, setTo] = useState<string[]>(schedule?.recipients ?? []);
  const [failure, setFailure] = useState<string>();

  const submit = () => {
    setFailure(undefined);
    const { kind: chosen, grouping, filters } = draft;
    save.mutate(
      { id: schedule?.id, input: { kind: chosen, grouping, filters, format, frequency, day, recipients: to } },
      {
        onSuccess: onClose,
        onError: (error) => setFailure(errorMessage(error, t('web-reports:schedules.saveFailed'))),
      },
    );
  };
  const days = frequency === 'weekly' ? WEEKDAYS : MONTH_DAYS;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t(schedule ? 'web-reports:schedules.editTitle' : 'web-reports:schedules.addTitle')}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <ReportDefinitionForm
            catalogue={catalogue}
            draft={draft}
            onChange={setDraft}
            options={options}
            onShow={() => undefined}
            withPeriod={false}
          />
          <Group align="flex-end">
            <NativeSelect
              label={t('web-reports:schedules.format')}
              data={REPORT_FORMATS.map((value) => ({ value, label: t(`web-reports:formats.${value}`) }))}
              value={format}
              onChange={(event) => setFormat(event.currentTarget.value as ReportFormat)}
            />
            <NativeSelect
              label={t('web-reports:schedules.frequency')}
              data={REPORT_SCHEDULE_FREQUENCIES.map((value) => ({
                value,
                label: t(`web-reports:schedules.frequencies.${value}`),
              }))}
              value={frequency}
              onChange={(event) => {
                setFrequency(event.currentTarget.value as ReportScheduleFrequency);
                setDay(1);
              }}
            />
            <NativeSelect
              label={t(`web-reports:schedules.day.${frequency}`)}
              data={days.map((value) => ({
                value: String(value),
                label: frequency === 'weekly' ? t(`web-reports:weekdays.${value}`) : String(value),
              }))}
              value={String(day)}
              onChange={(event) => setDay(Number(event.currentTarget.value))}
            />
          </Group>
          <MultiSelect
            label={t('web-reports:schedules.recipients')}
            data={(recipients.data ?? []).map((user) => ({
              value: user.id,
              label: `${user.displayName} (${user.email})`,
            }))}
            value={to}
            onChange={setTo}
            searchable
            required
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('web:common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={to.length === 0}>
              {t('web:common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
