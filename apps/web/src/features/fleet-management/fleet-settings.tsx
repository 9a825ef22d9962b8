import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fleetSettingsSchema, formatNumber, type FleetSettings } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { useLanguage } from '../../lib/use-language';
import { useZodForm } from '../../lib/use-zod-form';
import { useSaveFleetSettings } from './fleet-api';
import { numberText, readNumbers } from './form-numbers';

interface SettingsValues extends Record<string, unknown> {
  dueSoonDays: string;
  dueSoonKm: string;
  documentLeadDays: string;
}
const FIELDS = ['dueSoonDays', 'dueSoonKm', 'documentLeadDays'] as const;

/** fleetSettingsSchema read through the form: numbers with a decimal comma or point, both required. */
const settingsFormSchema: z.ZodType<FleetSettings> = z.custom<SettingsValues>().transform((values, ctx) => {
  const flagged = new Set<string>();
  const flag = (name: string, message: string) => {
    flagged.add(name);
    ctx.addIssue({ code: 'custom', message, path: [name] });
  };
  for (const name of FIELDS) if (values[name].trim() === '') flag(name, 'validation:required');
  const numbers = readNumbers(values, FIELDS, flag);
  const result = fleetSettingsSchema.safeParse(numbers);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!flagged.has(name)) flag(name, issue.message);
  }
  return z.NEVER;
});

/**
 * How early an item counts as due soon: days before its date and km before its distance. Everyone
 * reads it; Admins and Superusers change it (PUT /api/fleet-settings is theirs).
 */
export function FleetSettingsSection({ settings, canEdit }: { settings: FleetSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const save = useSaveFleetSettings();
  const [failure, setFailure] = useState<string>();
  const titleId = useId();
  const form = useZodForm(settingsFormSchema, {
    dueSoonDays: String(settings.dueSoonDays),
    dueSoonKm: numberText(settings.dueSoonKm, language),
    documentLeadDays: String(settings.documentLeadDays),
  });
  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: () => notifySuccess(t('web-fleet:settings.saved')),
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('web-fleet:settings.title')}
        </Title>
        <Text size="sm">
          {t('web-fleet:settings.summary', {
            count: settings.dueSoonDays,
            km: formatNumber(settings.dueSoonKm, language),
          })}{' '}
          {t('web-fleet:settings.documentSummary', { count: settings.documentLeadDays })}
        </Text>
        {canEdit && (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <Group align="flex-start">
                <TextInput
                  label={t('web-fleet:settings.days')}
                  inputMode="numeric"
                  required
                  w={240}
                  {...form.getInputProps('dueSoonDays')}
                />
                <TextInput
                  label={t('web-fleet:settings.km')}
                  inputMode="decimal"
                  required
                  w={240}
                  {...form.getInputProps('dueSoonKm')}
                />
                <TextInput
                  label={t('web-fleet:settings.documentDays')}
                  inputMode="numeric"
                  required
                  w={240}
                  {...form.getInputProps('documentLeadDays')}
                />
              </Group>
              <FormFailure message={failure} />
              <Group>
                <Button type="submit" loading={save.isPending}>
                  {t('web-fleet:settings.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
