import { Paper, Text } from '@mantine/core';

/** One big number with its name, readable on screen and on paper. */
export function KeyFigure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
