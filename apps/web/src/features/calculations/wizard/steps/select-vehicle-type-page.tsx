import { Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VEHICLE_CLASS_NUMBERS, calculationTypeOf, type VehicleClass } from '@rahti/domain';
import { WizardLayout } from '../wizard-layout';
import { VehicleClassIcon } from './vehicle-class-icon';

/** /selectvehicletype/:id?: vehicle classes 1–9 with pictures; the class decides the defaults. */
export function SelectVehicleTypePage() {
  const { t } = useTranslation();
  return (
    <WizardLayout step="vehicleClass">
      {(current) => (
        <Radio.Group
          label={t('web-calc-wizard:fields.vehicleClass')}
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
      )}
    </WizardLayout>
  );
}
