import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The zones of the Finnish and Swedish customers, offered first. */
const FIRST_ZONES = ['Europe/Helsinki', 'Europe/Stockholm'];

/** Every zone the browser knows (IANA names), the organisation's own kept even if it is not listed. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const rest = [...new Set([...known, current])].filter((zone) => zone !== '' && !FIRST_ZONES.includes(zone)).sort();
  return [...FIRST_ZONES, ...rest];
}

interface TimeZoneSelectProps {
  value: string;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error?: string;
}

/** A searchable list of time zones, saved with the organisation; every shift time is shown in it. */
export function TimeZoneSelect({ value, onChange, onBlur, error }: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => timeZoneChoices(value), [value]);
  return (
    <Select
      label={t('web-organisation:settings.timeZone')}
      description={t('web-organisation:settings.timeZoneHint')}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('web-organisation:settings.timeZoneNotFound')}
      // Hundreds of zones: a typed part of the name finds one faster than scrolling.
      limit={60}
      data={data}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
    />
  );
}
