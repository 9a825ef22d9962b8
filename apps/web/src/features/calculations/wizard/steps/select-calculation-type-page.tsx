import { SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CALCULATION_KINDS, type CalculationKind } from '@rahti/domain';
import { useAccount } from '../../../../auth/use-account';
import { startNewCalculation } from '../../current-calculation/use-current-calculation';
import { WizardLayout } from '../wizard-layout';

/** /SelectCalculationType: new investment, existing vehicle or job pricing; starts a new calculation. */
export function SelectCalculationTypePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: account } = useAccount();
  const choose = (kind: CalculationKind) => {
    startNewCalculation({ kind, currency: account?.organisationCurrency ?? 'EUR', name: '' });
    void navigate('/selectvehicletype');
  };
  return (
    <WizardLayout step="type">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {CALCULATION_KINDS.map((kind) => (
          <UnstyledButton
            key={kind}
            onClick={() => choose(kind)}
            p="md"
            style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
          >
            <Text fw={700} size="lg">
              {t(`web-calc-wizard:kinds.${kind}.label`)}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`web-calc-wizard:kinds.${kind}.description`)}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </WizardLayout>
  );
}
