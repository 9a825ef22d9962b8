import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { driverOption } from '../drivers/driver-labels';
import { useDrivers } from '../organisation-data/organisation-data-queries';
import { useDriverName } from '../../lib/use-driver-name';

/** Chooses the driver by typing part of the name or employee number. */
export function DriverPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | null) => void;
}) {
  const { t } = useTranslation();
  const fullName = useDriverName();
  const drivers = useDrivers();
  const data = (drivers.data ?? []).map(driverOption(fullName));
  return (
    <Select
      label={t('web-absences:driver')}
      placeholder={t('web-absences:driverPlaceholder')}
      searchable
      clearable
      nothingFoundMessage={t('web-absences:noDriverFound')}
      data={data}
      value={value ?? null}
      onChange={onChange}
      w={320}
    />
  );
}
