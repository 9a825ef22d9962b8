import { Box, List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EMISSION_STANDARDS, VEHICLE_CLASSES, VEHICLE_FUEL_TYPES } from '@rahti/domain';

/** The numbers the vehicle class, fuel type and emission standard columns take. */
export function VehicleCodes() {
  const { t } = useTranslation();
  const fuelLabel = (name: string) => (name === 'biodiesel' ? t('web-imports:codes.biodiesel') : t(`web-calc-wizard:fuelTypes.${name}`));
  const groups = [
    { key: 'vehicleClass', codes: Object.keys(VEHICLE_CLASSES).map((value) => ({ value, label: t(`web-calculations:vehicleClasses.${value}`) })) },
    { key: 'fuelType', codes: VEHICLE_FUEL_TYPES.map((fuel) => ({ value: String(fuel.value), label: fuelLabel(fuel.name) })) },
    {
      key: 'emissionStandard',
      codes: Object.entries(EMISSION_STANDARDS).map(([value, name]) => ({ value, label: value === '0' ? t('web-imports:codes.noEmissionStandard') : name })),
    },
  ];

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
