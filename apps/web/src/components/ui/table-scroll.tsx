import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone, scrolled sideways inside its own area. The area scrolls with the
 * keyboard too (WCAG 2.1.1): it is a tab stop named after the table, with a focus ring
 * (global.css). A group, not a region: it often sits in a section of the same name.
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label }, classNames: { viewport: 'rahti-scroll-region' } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
