import { Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { zoneDateTime } from '../timesheet/zone-time';
import { durationText } from '../timesheet/event-labels';
import type { Infringement } from './infringements-by-shift';
import { SeverityBadge } from './severity-badges';

/** One infringement in words, the severity also as a coloured badge: "Daily driving, very serious: 1 h, from 17.11.2026 16:30". */
function InfringementLine({ infringement, zone }: { infringement: Infringement; zone: string }) {
  const { t } = useTranslation();
  const severity = t(`web-driving-time:severities.${infringement.severity}`);
  return (
    <Group gap={6} wrap="nowrap" component="span">
      <SeverityBadge severity={infringement.severity} hidden>
        {severity}
      </SeverityBadge>
      <Text size="sm" component="span">
        {t('web-driving-time:timesheet.item', {
          rule: t(`web-driving-time:rules.${infringement.rule}`),
          severity,
          amount: durationText(t, infringement.minutes),
          time: zoneDateTime(Date.parse(infringement.start), zone),
        })}
      </Text>
    </Group>
  );
}

/** The driving-time infringements a shift causes, listed in its card. */
export function ShiftInfringements({ infringements, zone }: { infringements: readonly Infringement[]; zone: string }) {
  const { t } = useTranslation();
  if (infringements.length === 0) return null;
  return (
    <List listStyleType="none" spacing={4} aria-label={t('web-driving-time:timesheet.shiftLabel')}>
      {infringements.map((infringement) => (
        <List.Item key={`${infringement.rule}-${infringement.start}`}>
          <InfringementLine infringement={infringement} zone={zone} />
        </List.Item>
      ))}
    </List>
  );
}
