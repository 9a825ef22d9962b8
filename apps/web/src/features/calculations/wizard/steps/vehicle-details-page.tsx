import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WizardLayout } from '../wizard-layout';
import { TextField } from '../wizard-fields';
import { CalculationImageField } from './calculation-image-field';

/** /vehicledetails/:id?: the calculation's name and the vehicle's identity. */
export function VehicleDetailsPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`web-calc-wizard:fields.${key}`);
  return (
    <WizardLayout step="vehicleDetails">
      {(current) => (
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField path="name" label={label('name')} required />
            <TextField path="nickname" label={label('nickname')} />
            <TextField path="vehicle.registrationNumber" label={label('vehicle.registrationNumber')} />
            <TextField path="base" label={label('base')} />
          </SimpleGrid>
          <TextField path="description" label={label('description')} multiline />
          <CalculationImageField id={current.savedId} />
        </Stack>
      )}
    </WizardLayout>
  );
}
