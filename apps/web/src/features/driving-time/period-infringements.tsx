import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { severityCounts } from './driving-figures';
import type { Infringement } from './infringements-by-shift';
import { SeverityBadges } from './severity-badges';

interface PeriodInfringementsProps {
  infringements: readonly Infringement[];
  state: 'pending' | 'error' | 'success';
}

/** Above a driver's timesheet period: how many driving-time infringements it holds, by severity, and the way to the driving-time view. */
export function PeriodInfringementsSummary({ infringements, state }: PeriodInfringementsProps) {
  const { t } = useTranslation();
  if (state === 'pending') return null;
  return (
    <Group gap="sm">
      {state === 'error' ? (
        <Text size="sm">{t('web-driving-time:timesheet.failed')}</Text>
      ) : infringements.length === 0 ? (
        <Text size="sm">{t('web-driving-time:timesheet.none')}</Text>
      ) : (
        <>
          <Text size="sm">{t('web-driving-time:timesheet.count', { count: infringements.length })}</Text>
          <SeverityBadges counts={severityCounts([...infringements])} />
        </>
      )}
      <Anchor component={Link} to="/timesheet/driving-time" size="sm">
        {t('web-driving-time:timesheet.open')}
      </Anchor>
    </Group>
  );
}
