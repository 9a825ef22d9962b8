import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';

/** Height a row is taken to have until it has been drawn and measured: a name and a number. */
const EMPTY_ROW_PX = 48;
/** What one more block in a day cell adds to a row, until measured. */
const BLOCK_PX = 62;
/** Rows drawn beyond the scroll box's edges, as a share of its height: a Tab or a short scroll finds them there. */
const OVERSCAN = 0.25;
/** The scroll box's height before it is measured (or in a test's document, which has no layout): its CSS, 70vh. */
const fallbackViewPx = () => Math.round(0.7 * (window.innerHeight || 800));

export interface RowsInSight {
  /** The rows to draw: `start` (included) to `end` (excluded). */
  start: number;
  end: number;
  /** Space kept for the rows above and below them, so the scroll bar tells the whole length. */
  before: number;
  after: number;
}

/**
 * The rows of a long list in a scroll box that are in sight, with some before and after: a month
 * of 200 drivers is thousands of blocks, and drawing them all (even a slice at a time) held a slow
 * computer for seconds and kept the page busy long after its first screen. A row's height is
 * estimated from its blocks (`blocksOf`) until it has been drawn once, then measured: the box's
 * rows carry their key in `data-row-key`.
 */
export function useRowsInSight(
  box: RefObject<HTMLElement | null>,
  keys: readonly string[],
  blocksOf: (index: number) => number,
): RowsInSight {
  const [view, setView] = useState(() => ({ top: 0, height: fallbackViewPx() }));
  const measured = useRef(new Map<string, number>());
  const [measuredVersion, setMeasuredVersion] = useState(0);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((old) =>
        old.top === element.scrollTop && old.height === element.clientHeight
          ? old
          : { top: element.scrollTop, height: element.clientHeight },
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    // No first read here: it would lay out the whole page before its first paint, where the
    // observer's first report comes right after the browser's own layout.
    element.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(element);
    return () => {
      element.removeEventListener('scroll', schedule);
      resize.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [box]);

  // Heights change with the rows (a new plan adds a block), so the estimates follow the keys.
  const offsets = useMemo(() => {
    const tops = new Float64Array(keys.length + 1);
    keys.forEach((key, index) => {
      const height = measured.current.get(key) ?? EMPTY_ROW_PX + Math.max(0, blocksOf(index) - 1) * BLOCK_PX;
      tops[index + 1] = tops[index]! + height;
    });
    return tops;
    // measuredVersion: new measurements move the rows below them.
  }, [keys, blocksOf, measuredVersion]);

  const height = view.height || fallbackViewPx(); // 0 in a test's document, which has no layout
  const margin = height * OVERSCAN;
  // Never past the end: the estimates can make the list longer than the box has scrolled.
  const top = Math.max(0, Math.min(view.top, offsets[keys.length]! - height));
  const first = top - margin;
  const last = top + height + margin;
  let start = 0;
  while (start < keys.length && offsets[start + 1]! <= first) start += 1;
  let end = start;
  while (end < keys.length && offsets[end]! < last) end += 1;

  // The drawn rows' real heights, as the browser lays them out: a ResizeObserver reports them
  // after its own layout, where reading them here would force one more of the whole page.
  const [sizes] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.rowKey;
            const rowHeight = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
            if (key && rowHeight > 0 && Math.abs((measured.current.get(key) ?? 0) - rowHeight) >= 1) {
              measured.current.set(key, rowHeight);
              changed = true;
            }
          }
          if (changed) setMeasuredVersion((version) => version + 1);
        }),
  );
  const observed = useRef(new Set<Element>());
  useLayoutEffect(() => {
    if (!sizes) return;
    for (const row of observed.current)
      if (!row.isConnected) {
        sizes.unobserve(row);
        observed.current.delete(row);
      }
    for (const row of box.current?.querySelectorAll(':scope > [data-row-key]') ?? [])
      if (!observed.current.has(row)) {
        sizes.observe(row);
        observed.current.add(row);
      }
  });
  useEffect(
    () => () => {
      sizes?.disconnect();
      observed.current.clear(); // a mount after this one observes its rows again
    },
    [sizes],
  );

  return { start, end, before: offsets[start]!, after: offsets[keys.length]! - offsets[end]! };
}
