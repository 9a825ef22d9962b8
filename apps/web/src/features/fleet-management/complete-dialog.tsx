import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fleetItemCompleteSchema, type FleetItemComplete, type FleetItemRow } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { useCompleteFleetItem } from './fleet-api';
import type { FleetLabels } from './fleet-labels';
import { numberText, readNumbers } from './form-numbers';

interface CompleteValues extends Record<string, unknown> {
  date: string;
  km: string;
  cost: string;
}

/** fleetItemCompleteSchema read through the form: km and cost with a decimal comma or point, '' for none. */
const completeFormSchema: z.ZodType<FleetItemComplete> = z.custom<CompleteValues>().transform((values, ctx) => {
  const flag = (name: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [name] });
  const numbers = readNumbers(values, ['km', 'cost'] as const, flag);
  const result = fleetItemCompleteSchema.safeParse({ date: values.date, km: numbers.km, cost: numbers.cost });
  if (result.success) return result.data;
  for (const issue of result.error.issues) flag(String(issue.path[0] ?? ''), issue.message);
  return z.NEVER;
});

interface CompleteDialogProps {
  row: FleetItemRow;
  today: string;
  labels: FleetLabels;
  /** `done` once marked: the row's own button then leaves the open list, so the focus goes back to the page. */
  onClose: (done?: boolean) => void;
}

/**
 * Marks an open occurrence done: the day (today unless told), the odometer (the km now for a
 * km item) and what it cost (the planned cost unless told). A repeating item gets its next one.
 */
export function CompleteDialog({ row, today, labels, onClose }: CompleteDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useZodForm(completeFormSchema, {
    date: today,
    km: row.dueType === 'distance' ? numberText(row.currentKm, language) : '',
    cost: numberText(row.cost, language),
  });
  const complete = useCompleteFleetItem(row.id);

  return (
    <FormDialog
      title={t('web-fleet:complete.title', { item: labels.summary(row) })}
      form={form}
      save={complete}
      submitLabel={t('web-fleet:actions.complete')}
      onClose={() => onClose()}
      onSaved={(answer) => {
        notifySuccess(
          answer.next
            ? t('web-fleet:complete.doneWithNext', { due: labels.due(answer.next) })
            : t('web-fleet:complete.done'),
        );
        onClose(true);
      }}
    >
      <DateField label={t('web-fleet:complete.date')} required data-autofocus {...form.getInputProps('date')} />
      <Group grow align="flex-start">
        <TextInput label={t('web-fleet:complete.km')} inputMode="decimal" {...form.getInputProps('km')} />
        <TextInput label={t('web-fleet:complete.cost')} inputMode="decimal" {...form.getInputProps('cost')} />
      </Group>
    </FormDialog>
  );
}
