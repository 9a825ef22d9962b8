import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_CLASS_NUMBERS, calculationTypeOf, type VehicleClass } from '@rahti/domain';
import type { CurrentCalculation } from '../../current-calculation/use-current-calculation';
import { WizardLayout } from '../wizard-layout';
import { useWizardForm } from '../wizard-form-context';
import { VehicleClassIcon } from './vehicle-class-icon';

/** /selectvehicletype/:id?: vehicle classes 1–9 with pictures; the class decides the defaults. */
export function SelectVehicleTypePage() {
  return <WizardLayout step="vehicleClass">{(current) => <VehicleClassChoice current={current} />}</WizardLayout>;
}

/** The classes as cards; Next without one marks the group invalid and says why. */
function VehicleClassChoice({ current }: { current: CurrentCalculation }) {
  const { t } = useTranslation();
  const form = useWizardForm();
  const error = form.errorOf('vehicleClass');
  const container = useRef<HTMLDivElement>(null);
  // Mantine puts role="radiogroup" on an inner element it gives no props to; the invalid state belongs there.
  useLayoutEffect(() => {
    const group = container.current?.querySelector('[role="radiogroup"]');
    if (error) group?.setAttribute('aria-invalid', 'true');
    else group?.removeAttribute('aria-invalid');
  }, [error]);

  return (
    <div ref={container}>
      <Radio.Group
        label={t('web-calc-wizard:fields.vehicleClass')}
        required
        error={error}
        value={current.values.vehicleClass === undefined ? '' : String(current.values.vehicleClass)}
        onChange={(value) => {
          const vehicleClass = Number(value) as VehicleClass;
          current.setValues({ vehicleClass, calculationType: calculationTypeOf(vehicleClass) });
        }}
      >
        <SimpleGrid cols={{ base: 2, sm: 3 }} mt="sm">
          {VEHICLE_CLASS_NUMBERS.map((vehicleClass) => (
            <Radio.Card key={vehicleClass} value={String(vehicleClass)} p="sm" radius="md">
              <Stack align="center" gap={4}>
                <VehicleClassIcon vehicleClass={vehicleClass} />
                <Text fw={600}>{t(`web-calc-wizard:vehicleClasses.${vehicleClass}`)}</Text>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
    </div>
  );
}
