import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PlanningWords } from './use-planning-words';

interface ByDayListProps<Item> {
  id: string;
  title: string;
  hint?: string;
  empty: string;
  /** Items in start order, with the local date each falls on. */
  items: readonly { date: string; key: string; item: Item }[];
  words: PlanningWords;
  renderItem: (item: Item, date: string) => ReactNode;
}

/** A side list of the calendar (open runs, tasks to plan): a heading, then the items under their day. */
export function ByDayList<Item>({ id, title, hint, empty, items, words, renderItem }: ByDayListProps<Item>) {
  const byDay = new Map<string, { key: string; item: Item }[]>();
  for (const { date, ...entry } of items) {
    const day = byDay.get(date);
    if (day) day.push(entry);
    else byDay.set(date, [entry]);
  }
  return (
    <Stack component="section" gap="xs" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {items.length === 0 && <Text size="sm">{empty}</Text>}
      {[...byDay].map(([date, entries]) => (
        <Stack key={date} gap={4}>
          <Title order={3} size="h6">
            {words.longDay(date)}
          </Title>
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {entries.map(({ key, item }) => (
              <li key={key}>{renderItem(item, date)}</li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
