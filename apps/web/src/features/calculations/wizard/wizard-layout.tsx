import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalculationKind, Currency } from '@rahti/domain';
import { useAccount } from '../../../auth/use-account';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { UnsavedChangesPrompt } from '../current-calculation/unsaved-changes-prompt';
import { useCurrentCalculation, type CurrentCalculation } from '../current-calculation/use-current-calculation';
import { calculationIssues } from './calculation-issues';
import { SaveProblems } from './save-problems';
import { useSaveCalculation } from './use-save-calculation';
import { WizardFormContext, type WizardForm } from './wizard-form-context';
import { WizardStepper } from './wizard-stepper';
import { STEP_FIELDS, stepLink, stepTextKey, stepsFor, type WizardStepKey } from './wizard-steps';

interface WizardLayoutProps {
  step: WizardStepKey;
  children: ReactNode | ((current: CurrentCalculation) => ReactNode);
}

/** One wizard screen: heading, progress, the step's fields, Back / Save / Next. */
export function WizardLayout({ step, children }: WizardLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const current = useCurrentCalculation();
  const { save, failure, isSaving } = useSaveCalculation(current);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [saveIssues, setSaveIssues] = useState<Record<string, string>>({});
  const issues = useMemo(() => calculationIssues(current.values), [current.values]);

  const kind = current.values.kind as CalculationKind | undefined;
  const currency = (current.values.currency as Currency | undefined) ?? account?.organisationCurrency ?? 'EUR';
  const steps = stepsFor(kind);
  const index = Math.max(
    0,
    steps.findIndex((s) => s.key === step),
  );
  const touch = (path: string) => setTouched((old) => (old.has(path) ? old : new Set(old).add(path)));
  const form: WizardForm = {
    values: current.values,
    currency,
    setValue: (path, value) => {
      current.setValue(path, value);
      touch(path);
    },
    touch,
    errorOf: (path) => (touched.has(path) && issues[path] ? t(issues[path]) : undefined),
  };

  if (current.isLoading) return <PageLoader />;
  if (current.loadError) return <QueryError error={current.loadError} />;

  const go = (target: string | undefined, id = current.savedId) => target && void navigate(stepLink(target, id));
  const next = () => {
    const stepProblems = STEP_FIELDS[step].filter((path) => issues[path]);
    if (stepProblems.length > 0) {
      setTouched(new Set([...touched, ...stepProblems]));
      return;
    }
    const following = steps[index + 1];
    // After the last step: a priced job opens on its price, a vehicle on its results.
    go(following ? following.path : kind === 'jobPricing' ? '/pricing/:id?' : '/calculationResultsVue/:id?');
  };
  const onSave = async () => {
    setTouched(new Set([...touched, ...STEP_FIELDS[step]]));
    const all = calculationIssues(current.values);
    setSaveIssues(all);
    if (Object.keys(all).length > 0) return;
    const saved = await save();
    if (!saved) return;
    notifySuccess(t('web-calc-wizard:save.saved', { name: saved.name }));
    const here = steps[index];
    // The step's address gets the new id in place of the id-less one (Back does not lead to an unsaved copy).
    if (here && !current.savedId && here.path.includes(':id?'))
      void navigate(stepLink(here.path, saved.id), { replace: true });
  };

  return (
    <WizardFormContext.Provider value={form}>
      <Stack>
        <Title order={1}>{t(`web-calc-wizard:steps.${stepTextKey(step, kind)}.title`)}</Title>
        {step !== 'type' && <WizardStepper steps={steps} active={index} id={current.savedId} kind={kind} />}
        <Text c="dimmed">{t(`web-calc-wizard:steps.${stepTextKey(step, kind)}.intro`)}</Text>
        <Paper withBorder p="md">
          {typeof children === 'function' ? children(current) : children}
        </Paper>
        <SaveProblems
          issues={Object.fromEntries(Object.entries(saveIssues).filter(([path]) => issues[path]))}
          id={current.savedId}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {step !== 'type' && (
          <Group justify="space-between">
            <Button variant="default" onClick={() => go(steps[index - 1]?.path)} disabled={index === 0}>
              {t('web-calc-wizard:actions.back')}
            </Button>
            <Group>
              <Button variant="light" onClick={() => void onSave()} loading={isSaving}>
                {t('web-calc-wizard:actions.save')}
              </Button>
              <Button onClick={next}>{t('web-calc-wizard:actions.next')}</Button>
            </Group>
          </Group>
        )}
      </Stack>
      <UnsavedChangesPrompt isDirty={step !== 'type' && current.isDirty} />
    </WizardFormContext.Provider>
  );
}
