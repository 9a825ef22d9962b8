import { Modal, NativeSelect, Radio, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABSENCE_KINDS,
  WORK_TYPE_NUMBERS,
  absenceInputSchema,
  defaultAbsenceKind,
  isAbsenceWorkType,
  type Absence,
  type AbsenceKind,
} from '@rahti/domain';
import { FormActions } from '../../components/ui/form-actions';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { ActionFailure } from './action-failure';
import type { AbsenceLabels } from './absence-labels';
import { useSaveAbsence } from './absences-api';
import { DateField } from '../../components/ui/date-field';

type AbsenceFormValues = {
  driverId: string;
  workType: number | undefined;
  kind: AbsenceKind;
  startDate: string;
  endDate: string;
  /** Null for whole days; text while typed (a decimal comma is fine). */
  hours: string | null;
  note: string;
};

const ABSENCE_TYPES = WORK_TYPE_NUMBERS.filter(isAbsenceWorkType);

interface AbsenceFormDialogProps {
  driverId: string;
  /** The absence to change, or the day a new one starts on. */
  absence?: Absence;
  day: string;
  labels: AbsenceLabels;
  onClose: () => void;
  onReload: () => void;
}

/** Adds or changes an absence: type and kind, first and last day, whole days or hours a day, a note; checked as typed with the server's own schema. */
export function AbsenceFormDialog({ driverId, absence, day, labels, onClose, onReload }: AbsenceFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveAbsence(absence);
  const [failure, setFailure] = useState<unknown>();
  const initial: AbsenceFormValues = {
    driverId,
    workType: absence?.workType,
    kind: absence?.kind ?? 'absence',
    startDate: absence?.startDate ?? day,
    endDate: absence?.endDate ?? day,
    hours: absence?.hours === null || absence === undefined ? null : String(absence.hours),
    note: absence?.note ?? '',
  };
  const form = useZodForm(absenceInputSchema, initial);
  const workType = form.getInputProps('workType');

  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: () => {
        notifySuccess(t(absence ? 'web-absences:form.saved' : 'web-absences:form.added'));
        onClose();
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(error);
      },
    });
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(absence ? 'web-absences:form.editTitle' : 'web-absences:form.addTitle')}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <NativeSelect
            label={t('web-absences:form.type')}
            required
            data={[
              { value: '', label: t('web-absences:form.chooseType') },
              ...ABSENCE_TYPES.map((value) => ({ value: String(value), label: labels.typeName(value) })),
            ]}
            value={form.values.workType === undefined ? '' : String(form.values.workType)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              form.setValue('workType', value === '' ? undefined : Number(value));
              // The type proposes its usual kind; the person may still choose another.
              if (value !== '') form.setValue('kind', defaultAbsenceKind(Number(value)));
            }}
            onBlur={workType.onBlur}
            error={workType.error}
          />
          <NativeSelect
            label={t('web-absences:form.kind')}
            data={ABSENCE_KINDS.map((kind) => ({ value: kind, label: t(`web-absences:kinds.${kind}`) }))}
            {...form.getInputProps('kind')}
          />
          <Group grow align="flex-start">
            <DateField label={t('web-absences:form.startDate')} required {...form.getInputProps('startDate')} />
            <DateField label={t('web-absences:form.endDate')} required {...form.getInputProps('endDate')} />
          </Group>
          <Radio.Group
            label={t('web-absences:form.extent')}
            value={form.values.hours === null ? 'days' : 'hours'}
            onChange={(value) => form.setValue('hours', value === 'days' ? null : '')}
          >
            <Group mt={4}>
              <Radio value="days" label={t('web-absences:form.wholeDays')} />
              <Radio value="hours" label={t('web-absences:form.hours')} />
            </Group>
          </Radio.Group>
          {form.values.hours !== null && (
            <TextInput
              label={t('web-absences:form.hoursPerDay')}
              inputMode="decimal"
              required
              {...form.getInputProps('hours')}
            />
          )}
          <Textarea label={t('web-absences:form.note')} autosize minRows={2} {...form.getInputProps('note')} />
          <ActionFailure
            error={failure}
            onReload={() => {
              onReload();
              onClose();
            }}
          />
          <FormActions
            submitLabel={t(absence ? 'web:common.save' : 'web-absences:form.add')}
            onCancel={onClose}
            saving={save.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
