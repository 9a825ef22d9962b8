import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrganisation } from '../organisation/organisation-api';

/** "3 of 5 vehicles active", or the count alone when the organisation has no limit (null). */
export function VehicleLimit({ activeCount, ...props }: { activeCount: number } & TextProps) {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  // Without the organisation the limit is unknown: the count alone would read as "no limit".
  if (!organisation.data) return null;
  const limit = organisation.data.vehicleLimit;
  return (
    <Text {...props}>
      {limit === null
        ? t('web-vehicles:limit.noLimit', { count: activeCount })
        : t('web-vehicles:limit.ofLimit', { active: activeCount, count: limit })}
    </Text>
  );
}
