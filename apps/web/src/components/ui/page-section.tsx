import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled region of a page; the heading names the region for screen readers. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h4" id={`${id}-heading`} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
