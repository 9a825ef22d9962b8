import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAILY_ALLOWANCE_TYPES, DAILY_ALLOWANCE_TYPE_VALUES, WAGE_TYPES, isTrailer, type VehicleClass } from '@rahti/domain';
import { WizardLayout } from '../wizard-layout';
import { NumberField, SelectField } from '../wizard-fields';

/** /insertwages/:id?: the driver's pay; side costs (pension, insurances, holiday pay…) are added by the domain. */
export function InsertWagesPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`web-calc-wizard:fields.wages.${key}`);
  const wageTypes = WAGE_TYPES.map((value) => ({ value, label: t(`web-calc-wizard:wageTypes.${value}`) }));
  const allowanceTypes = DAILY_ALLOWANCE_TYPE_VALUES.map((value) => ({
    value: String(value),
    label: t(`web-calc-wizard:allowanceTypes.${DAILY_ALLOWANCE_TYPES[value]}`),
  }));
  return (
    <WizardLayout step="wages">
      {({ values }) => {
        const wages = (values.wages ?? {}) as { wageType?: string };
        const wageType = wages.wageType ?? 'Hourlywage';
        return (
          <Stack>
            {isTrailer((values.vehicleClass as VehicleClass | undefined) ?? 3) && <Text c="dimmed">{t('web-calc-wizard:wages.trailerHint')}</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField path="wages.wageType" label={label('wageType')} options={wageTypes} />
              {wageType === 'Salary' ? (
                <NumberField path="wages.monthlySalary" label={label('monthlySalary')} money />
              ) : (
                <NumberField path="wages.hourlyWage" label={label('hourlyWage')} money />
              )}
              <NumberField path="wages.overtimeUnder12hHoursPerYear" label={label('overtimeUnder12hHoursPerYear')} unit="h" />
              <NumberField path="wages.overtimeOver12hHoursPerYear" label={label('overtimeOver12hHoursPerYear')} unit="h" />
              <NumberField path="wages.eveningHoursPerYear" label={label('eveningHoursPerYear')} unit="h" />
              <NumberField path="wages.nightHoursPerYear" label={label('nightHoursPerYear')} unit="h" />
              <NumberField path="wages.sundayHoursPerYear" label={label('sundayHoursPerYear')} unit="h" />
              <SelectField path="wages.dailyAllowanceType" label={label('dailyAllowanceType')} options={allowanceTypes} numeric />
              <NumberField path="wages.allowanceDaysPerYear" label={label('allowanceDaysPerYear')} unit={t('web-calc-wizard:units.days')} />
            </SimpleGrid>
          </Stack>
        );
      }}
    </WizardLayout>
  );
}
