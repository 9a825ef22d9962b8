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

/**
 * A side list of the calendar (open runs, tasks to plan): a heading, then the items under their
 * day. Plain elements styled in planning-grid.css: a month can list a hundred runs, and as
 * layout components they were the page's slowest part to draw.
 */
export function ByDayList<Item>({ id, title, hint, empty, items, words, renderItem }: ByDayListProps<Item>) {
  const byDay = new Map<string, { key: string; item: Item }[]>();
  for (const { date, ...entry } of items) {
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
    </section>
  );
}
