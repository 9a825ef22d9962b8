import { Alert, Button, List, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS, type Currency, type WageDetails } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { notifySuccess } from '../../../components/ui/notify';
import { errorMessage } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveWageDetails } from './wage-settings-api';
import {
  ALLOWANCE_FIELDS,
  PERCENT_FIELDS,
  builtInShown,
  toFormValues,
  toWageDetailsInput,
  wageSettingsFormSchema,
  type WageSettingsField,
} from './wage-settings-values';

const SUPPLEMENTS = PERCENT_FIELDS.slice(0, 5);
const SIDE_COSTS = PERCENT_FIELDS.slice(5);
const SALARY_LIMIT = 'unemploymentInsuranceAnnualSalaryOrganisationLimit' as const;

/** The wage supplements, side costs and allowances of spec section 9, as the organisation sets them. */
export function WageSettingsForm({ details, currency }: { details: WageDetails; currency: Currency }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useZodForm(wageSettingsFormSchema, toFormValues(details, language));
  const save = useSaveWageDetails();
  const [failure, setFailure] = useState<string>();
  const [problems, setProblems] = useState<{ field: WageSettingsField; message: string }[]>([]);
  const label = (key: WageSettingsField) =>
    (ALLOWANCE_FIELDS as readonly string[]).includes(key)
      ? t(`web-calc-wizard:allowanceTypes.${key}`)
      : t(`web-organisation:wageSettings.fields.${key}`);

  const submit = (event: FormEvent) => {
    setFailure(undefined);
    const checked = wageSettingsFormSchema.safeParse(form.values);
    setProblems(
      checked.success
        ? []
        : [...new Map(checked.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])).entries()].map(
            ([field, message]) => ({
              field: field as WageSettingsField,
              message,
            }),
          ),
    );
    form.onSubmit((parsed) => {
      save.mutate(
        { isSaved: details.isSaved, input: toWageDetailsInput(parsed) },
        {
          onSuccess: () => notifySuccess(t('web-organisation:wageSettings.saved')),
          onError: (error) => {
            if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:organisationRequest')));
          },
        },
      );
    })(event);
  };

  const field = (key: WageSettingsField, unit: string) => (
    <TextInput
      key={key}
      id={`wage-settings-${key}`}
      label={label(key)}
      inputMode="decimal"
      autoComplete="off"
      placeholder={builtInShown(key, language)}
      rightSection={unit}
      rightSectionWidth={unit.length > 3 ? 64 : 40}
      {...form.getInputProps(key)}
    />
  );
  const symbol = CURRENCY_SYMBOLS[currency];

  return (
    <form onSubmit={submit} noValidate aria-labelledby="organisation-wage-settings-heading">
      <Stack>
        <Title order={3} size="h5">
          {t('web-organisation:wageSettings.supplements')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{SUPPLEMENTS.map((key) => field(key, '%'))}</SimpleGrid>
        <Title order={3} size="h5">
          {t('web-organisation:wageSettings.sideCosts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SIDE_COSTS.map((key) => field(key, '%'))}
          {field(SALARY_LIMIT, symbol)}
        </SimpleGrid>
        <Title order={3} size="h5">
          {t('web-organisation:wageSettings.allowances')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {ALLOWANCE_FIELDS.map((key) => field(key, `${symbol}/${t('web-organisation:wageSettings.day')}`))}
        </SimpleGrid>
        {problems.length > 0 && (
          <Alert color="red" role="alert" title={t('web-organisation:wageSettings.fixFields')}>
            <List size="sm">
              {problems.map(({ field: key, message }) => (
                <List.Item key={key}>
                  <a href={`#wage-settings-${key}`}>{label(key)}</a>: {message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <FormFailure message={failure} />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('web:common.save')}
        </Button>
      </Stack>
    </form>
  );
}
