import { Paper, Text } from '@mantine/core';

/** One headline number with its label; a description list item for screen readers. */
export function BigFigure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint?: string;
  tone?: 'good' | 'bad';
}) {
  const color = tone === 'good' ? 'green.8' : tone === 'bad' ? 'red.8' : undefined;
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" fz={32} fw={700} lh={1.2} m={0} c={color}>
        {value}
      </Text>
      {/* A second description: a description list holds only terms and descriptions. */}
      {hint && (
        <Text size="xs" c="dimmed" component="dd" m={0}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}
