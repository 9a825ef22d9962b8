import { Stepper } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalculationKind } from '@rahti/domain';
import { stepLink, stepTextKey, type WizardStep } from './wizard-steps';

/** Progress through the wizard; earlier steps can be opened again. */
export function WizardStepper({
  steps,
  active,
  id,
  kind,
}: {
  steps: WizardStep[];
  active: number;
  id?: string;
  kind?: CalculationKind;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav aria-label={t('web-calc-wizard:progress', { step: active + 1, count: steps.length })}>
      <Stepper
        active={active}
        size="xs"
        allowNextStepsSelect={false}
        onStepClick={(index) => {
          const step = steps[index];
          if (step) void navigate(stepLink(step.path, id));
        }}
        styles={{ steps: { flexWrap: 'wrap', rowGap: 8 } }}
      >
        {steps.map((step) => (
          <Stepper.Step key={step.key} label={t(`web-calc-wizard:steps.${stepTextKey(step.key, kind)}.short`)} />
        ))}
      </Stepper>
    </nav>
  );
}
