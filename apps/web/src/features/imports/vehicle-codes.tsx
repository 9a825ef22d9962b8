import { Box, List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useVehicleLabels } from '../organisation-data/use-vehicle-labels';

/** The numbers the vehicle class, fuel type and emission standard columns take. */
export function VehicleCodes() {
  const { t } = useTranslation();
  // The same words as the vehicle form's selects.
  const { options } = useVehicleLabels();
  const groups = (['vehicleClass', 'fuelType', 'emissionStandard'] as const).map((key) => ({
    key,
    codes: options[key],
  }));

  return (
    <Box component="details">
      <Box component="summary" style={{ cursor: 'pointer' }}>
        {t('web-imports:codes.heading')}
      </Box>
      <Text size="sm" mt="xs">
        {t('web-imports:codes.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {groups.map((group) => (
          <div key={group.key}>
            <Text fw={600} size="sm" id={`vehicle-codes-${group.key}`}>
              {t(`organisation-data:columns.${group.key}`)}
            </Text>
            <List size="sm" listStyleType="none" aria-labelledby={`vehicle-codes-${group.key}`}>
              {group.codes.map((code) => (
                <List.Item key={code.value}>{`${code.value} = ${code.label}`}</List.Item>
              ))}
            </List>
          </div>
        ))}
      </SimpleGrid>
    </Box>
  );
}
