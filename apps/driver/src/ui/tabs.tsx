import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  icon?: ReactNode;
}

interface TabListProps<K extends string> {
  label: string;
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K | null;
  onSelect: (key: K) => void;
}

export const tabId = (idPrefix: string, key: string) => `${idPrefix}-tab-${key}`;
export const panelId = (idPrefix: string, key: string) => `${idPrefix}-panel-${key}`;

/**
 * WAI-ARIA tabs: one tab in the focus order, arrows (and Home, End) move between them and
 * select as they go. Only the selected tab names its panel: the others' panels are not rendered.
 */
export function TabList<K extends string>({ label, idPrefix, tabs, selected, onSelect }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const focusable = selected ?? tabs[0]?.key;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className="tab-list">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(element) => {
            if (element) refs.current.set(tab.key, element);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabId(idPrefix, tab.key)}
          className="tab"
          aria-selected={tab.key === selected}
          aria-controls={tab.key === selected ? panelId(idPrefix, tab.key) : undefined}
          tabIndex={tab.key === focusable ? 0 : -1}
          onClick={() => onSelect(tab.key)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.icon}
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idPrefix, tabKey, children }: { idPrefix: string; tabKey: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={panelId(idPrefix, tabKey)} aria-labelledby={tabId(idPrefix, tabKey)} tabIndex={-1}>
      {children}
    </div>
  );
}
