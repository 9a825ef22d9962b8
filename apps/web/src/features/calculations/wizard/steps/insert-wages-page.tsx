import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  DAILY_ALLOWANCE_TYPES,
  DAILY_ALLOWANCE_TYPE_VALUES,
  WAGE_TYPES,
  allowanceDefaults,
  defaultAllowancePerDay,
  isTrailer,
  type DailyAllowanceType,
  type VehicleClass,
} from '@rahti/domain';
import { useCalculationDefaults } from '../../api/calculations-queries';
import { useWizardForm } from '../wizard-form-context';
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
            {isTrailer((values.vehicleClass as VehicleClass | undefined) ?? 3) && (
              <Text c="dimmed">{t('web-calc-wizard:wages.trailerHint')}</Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField path="wages.wageType" label={label('wageType')} options={wageTypes} />
              {wageType === 'Salary' ? (
                <NumberField path="wages.monthlySalary" label={label('monthlySalary')} money />
              ) : (
                <NumberField path="wages.hourlyWage" label={label('hourlyWage')} money />
              )}
              <NumberField
                path="wages.overtimeUnder12hHoursPerYear"
                label={label('overtimeUnder12hHoursPerYear')}
                unit="h"
              />
              <NumberField
                path="wages.overtimeOver12hHoursPerYear"
                label={label('overtimeOver12hHoursPerYear')}
                unit="h"
              />
              <NumberField path="wages.eveningHoursPerYear" label={label('eveningHoursPerYear')} unit="h" />
              <NumberField path="wages.nightHoursPerYear" label={label('nightHoursPerYear')} unit="h" />
              <NumberField path="wages.sundayHoursPerYear" label={label('sundayHoursPerYear')} unit="h" />
              <AllowanceFields
                vehicleClass={values.vehicleClass as VehicleClass | undefined}
                allowanceTypes={allowanceTypes}
                label={label}
              />
            </SimpleGrid>
          </Stack>
        );
      }}
    </WizardLayout>
  );
}

/**
 * The daily allowance: choosing a type puts the organisation's amount per day for it (GET
 * /api/calculations/defaults, else the spec's) in the amount field, which can be changed.
 */
function AllowanceFields(props: {
  vehicleClass: VehicleClass | undefined;
  allowanceTypes: { value: string; label: string }[];
  label: (key: string) => string;
}) {
  const { t } = useTranslation();
  const form = useWizardForm();
  const defaults = useCalculationDefaults(props.vehicleClass ?? 3, form.currency);
  const type = Number((form.values.wages as { dailyAllowanceType?: unknown } | undefined)?.dailyAllowanceType ?? 0);
  const onTypeChange = (raw: string) => {
    const chosen = Number(raw) as DailyAllowanceType;
    form.setValue('wages.dailyAllowanceType', chosen);
    form.setValue(
      'wages.allowancePerDay',
      defaultAllowancePerDay(defaults.data ?? { allowances: allowanceDefaults() }, chosen),
    );
  };
  return (
    <>
      <SelectField
        path="wages.dailyAllowanceType"
        label={props.label('dailyAllowanceType')}
        options={props.allowanceTypes}
        onChange={onTypeChange}
      />
      {type !== 0 && <NumberField path="wages.allowancePerDay" label={props.label('allowancePerDay')} money />}
      <NumberField
        path="wages.allowanceDaysPerYear"
        label={props.label('allowanceDaysPerYear')}
        unit={t('web-calc-wizard:units.days')}
      />
    </>
  );
}
