import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone, scrolled sideways inside its own area. The area scrolls with the
 * keyboard too (WCAG 2.1.1): it is a tab stop named after the table, with a focus ring
 * (global.css). A group, not a region: it often sits in a section of the same name. With
 * `maxHeight` it scrolls down inside too, so its sideways scroll bar stays in the window.
 * Table.ScrollContainer is the app's native one (components/ui/table-scroll-container.tsx).
 */
export function TableScroll({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  minWidth: number;
  maxHeight?: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight={maxHeight}
      role="group"
      aria-label={label}
      className="rahti-scroll-region"
    >
      {children}
    </Table.ScrollContainer>
  );
}
