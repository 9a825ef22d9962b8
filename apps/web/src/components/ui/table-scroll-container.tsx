import { forwardRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';

interface TableScrollContainerProps extends HTMLAttributes<HTMLDivElement> {
  /** Narrower than this, the table scrolls sideways instead of squeezing its columns. */
  minWidth: number | string;
  /** Taller than this, the table scrolls down inside the container. */
  maxHeight?: number | string;
  children?: ReactNode;
}

/**
 * What `Table.ScrollContainer` renders in this app (scripts/vite-mantine-table-scroll.ts puts it
 * in place of Mantine's): the browser's own scrolling instead of Mantine's ScrollArea, whose
 * positioning library would weigh about 14 KB on the first page, and a container in the tab order,
 * so a keyboard user can scroll a wide table on a phone with the arrow keys (axe:
 * scrollable-region-focusable). With an `aria-label` it is a named region.
 */
export const TableScrollContainer = forwardRef<HTMLDivElement, TableScrollContainerProps>(function TableScrollContainer(
  { minWidth, maxHeight, children, className, style, ...others },
  ref,
) {
  const outer: CSSProperties = {
    overflowX: 'auto',
    ...(maxHeight === undefined ? {} : { maxHeight, overflowY: 'auto' }),
    ...style,
  };
  // Mantine's own props that this version has no use for must not reach the DOM.
  const { type: _type, scrollAreaProps: _scrollAreaProps, ...domProps } = others as Record<string, unknown>;
  return (
    <div
      ref={ref}
      tabIndex={0}
      role={domProps['aria-label'] ? 'region' : undefined}
      className={['mantine-focus-auto', className].filter(Boolean).join(' ')}
      style={outer}
      {...domProps}
    >
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
});
