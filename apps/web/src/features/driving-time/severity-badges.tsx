import { Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEVERITIES, type Severity } from '@rahti/domain';
import { SEVERITY_COLOURS } from './driving-figures';

/** A severity's badge: its colour, and dark text, as the light orange and yellow fills fail the contrast check with their own colour. */
export function SeverityBadge({
  severity,
  children,
  hidden,
}: {
  severity: Severity;
  children: ReactNode;
  hidden?: boolean;
}) {
  return (
    <Badge color={SEVERITY_COLOURS[severity]} variant="light" c="dark.8" tt="none" aria-hidden={hidden}>
      {children}
    </Badge>
  );
}

/** Infringements counted by severity, most serious first, each badge in words as well as colour ("1 very serious"). */
export function SeverityBadges({ counts }: { counts: Record<Severity, number> }) {
  const { t } = useTranslation();
  const present = [...SEVERITIES].reverse().filter((severity) => counts[severity] > 0);
  if (present.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('web-driving-time:noInfringements')}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {present.map((severity) => (
        <SeverityBadge key={severity} severity={severity}>
          {t(`web-driving-time:severityCounts.${severity}`, { count: counts[severity] })}
        </SeverityBadge>
      ))}
    </Group>
  );
}
