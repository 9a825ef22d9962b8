import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, isLicenceValidOn, type Driver } from '@rahti/domain';

/** A driver's licences with their expiry; an expired one says so in words, the colour only repeats it. */
export function LicenceList({ licences, day }: { licences: Driver['licences']; day: string }) {
  const { t } = useTranslation();
  if (licences.length === 0) return null;
  return (
    <List size="sm" listStyleType="none" spacing={2}>
      {licences.map((licence) => {
        if (!licence.expiresOn) return <List.Item key={licence.code}>{licence.code}</List.Item>;
        const expired = !isLicenceValidOn(licence, day);
        const text = t(expired ? 'web-drivers:licences.expired' : 'web-drivers:licences.validUntil', {
          code: licence.code,
          date: formatCalendarDate(licence.expiresOn),
        });
        return (
          <List.Item key={licence.code}>
            <Text span size="sm" {...(expired ? { c: 'red.9', fw: 700 } : {})}>
              {text}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
