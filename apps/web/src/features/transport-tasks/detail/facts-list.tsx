import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Terms and their values as a description list, a few columns wide. */
export function FactsList({ facts, cols = 3 }: { facts: readonly (readonly [string, ReactNode])[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: cols }} component="dl" m={0}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Text component="dt" size="sm" c="dimmed">
            {term}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
