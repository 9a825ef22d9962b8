import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalculationKind } from '@rahti/domain';
import { WizardLayout } from '../wizard-layout';

/** What each calculator's following steps ask for, in their order (wizard-steps.ts). */
const POINTS: Record<CalculationKind, readonly string[]> = {
  newInvestment: ['defaults', 'investments', 'wages', 'revenue', 'results', 'decimals'],
  existingVehicle: ['defaults', 'investments', 'wages', 'revenue', 'results', 'decimals'],
  jobPricing: ['jobCosts', 'pricing', 'decimals'],
};

/** /instructions: what the following steps ask for and how the result is worked out. */
export function InstructionsPage() {
  const { t } = useTranslation();
  return (
    <WizardLayout step="instructions">
      {({ values }) => (
        <List spacing="xs">
          {(POINTS[values.kind as CalculationKind] ?? POINTS.newInvestment).map((point) => (
            <List.Item key={point}>
              <Text>{t(`web-calc-wizard:instructions.${point}`)}</Text>
            </List.Item>
          ))}
        </List>
      )}
    </WizardLayout>
  );
}
