import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SEVERITIES, type Severity } from '@rahti/domain';
import { SEVERITY_COLOURS } from './driving-figures';

/** Infringements counted by severity, most serious first, each badge in words as well as colour ("1 very serious"); dark text, as the light orange and yellow fills fail the contrast check with their own colour. */
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
    <Group gap={4} wrap="nowrap">
      {present.map((severity) => (
        <Badge key={severity} color={SEVERITY_COLOURS[severity]} variant="light" c="dark.8" tt="none">
          {t(`web-driving-time:severityCounts.${severity}`, { count: counts[severity] })}
        </Badge>
      ))}
    </Group>
  );
}
