import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WizardLayout } from '../wizard-layout';

const POINTS = ['defaults', 'investments', 'wages', 'revenue', 'results', 'decimals'] as const;

/** /instructions: what the following steps ask for and how the result is worked out. */
export function InstructionsPage() {
  const { t } = useTranslation();
  return (
    <WizardLayout step="instructions">
      <List spacing="xs">
        {POINTS.map((point) => (
          <List.Item key={point}>
            <Text>{t(`web-calc-wizard:instructions.${point}`)}</Text>
          </List.Item>
        ))}
      </List>
    </WizardLayout>
  );
}
