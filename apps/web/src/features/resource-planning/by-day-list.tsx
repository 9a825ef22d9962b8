import { useState, type ReactNode } from 'react';
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
  renderItem: (item: Item, date: string) => ReactNode;
}

/** Items listed before "Show all": a month of a large office can have a thousand open runs. */
const FIRST_ITEMS = 40;

/**
 * A side list of the calendar (open runs, tasks to plan): a heading, then the items under their
 * day, the first ones until all are asked for. Plain elements styled in planning-grid.css: as
 * layout components they were the page's slowest part to draw.
 */
export function ByDayList<Item>({ id, title, hint, empty, showAll, items, words, renderItem }: ByDayListProps<Item>) {
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
            {entries.map(({ key, item }) => (
              <li key={key}>{renderItem(item, date)}</li>
            ))}
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
