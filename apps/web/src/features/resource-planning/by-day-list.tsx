import { useState, type DragEvent, type ReactNode } from 'react';
import type { PlanningWords } from './use-planning-words';

interface ByDayListProps<Item> {
  id: string;
  title: string;
  hint?: string;
  empty: string;
  /** The button that shows the items beyond the first ones. */
  showAll: string;
  /** Items in start order, with the local date each falls on. */
  items: readonly { date: string; key: string; item: Item }[];
  words: PlanningWords;
  /** The item's button: its class, its name for assistive technology and the lines it shows. */
  button: (item: Item, date: string) => { className: string; label: string; lines: ReactNode };
  onOpen: (item: Item) => void;
  onDragStart: (event: DragEvent, item: Item) => void;
  onDragEnd: () => void;
}

/** Items listed before "Show all": a month of a large office can have a thousand open runs. */
const FIRST_ITEMS = 15;

/**
 * A side list of the calendar (open runs, tasks to plan): a heading, then the items under their
 * day, the first ones until all are asked for; each a button that opens it and drags onto a
 * driver's day. Plain elements styled in planning-grid.css: as layout components they were the
 * page's slowest part to draw.
 */
export function ByDayList<Item>(props: ByDayListProps<Item>) {
  const { id, title, hint, empty, showAll, items, words, button, onOpen, onDragStart, onDragEnd } = props;
  const [all, setAll] = useState(false);
  const byDay = new Map<string, { key: string; item: Item }[]>();
  for (const { date, ...entry } of all ? items : items.slice(0, FIRST_ITEMS)) {
    const day = byDay.get(date);
    if (day) day.push(entry);
    else byDay.set(date, [entry]);
  }
  return (
    <section className="rp-side" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {hint && <p className="rp-side-hint">{hint}</p>}
      {items.length === 0 && <p>{empty}</p>}
      {[...byDay].map(([date, entries]) => (
        <div key={date} className="rp-side-day">
          <h3>{words.longDay(date)}</h3>
          <ul>
            {entries.map(({ key, item }) => {
              const { className, label, lines } = button(item, date);
              return (
                <li key={key}>
                  <button
                    type="button"
                    draggable
                    className={`rp-block ${className}`}
                    aria-label={label}
                    onClick={() => onOpen(item)}
                    onDragStart={(event) => onDragStart(event, item)}
                    onDragEnd={onDragEnd}
                  >
                    {lines}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {!all && items.length > FIRST_ITEMS && (
        <button type="button" className="rp-show-all" onClick={() => setAll(true)}>
          {showAll}
        </button>
      )}
    </section>
  );
}
