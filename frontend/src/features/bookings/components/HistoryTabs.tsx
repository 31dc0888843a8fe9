import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface HistoryTabItem<Key extends string> {
  key: Key;
  label: string;
  count: number;
  panel: ReactNode;
}

/**
 * Tabs with count badges (the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; only the
 * selected tab is in the tab order).
 */
export function HistoryTabs<Key extends string>({
  items,
  active,
  onChange,
}: {
  items: HistoryTabItem<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const target = next[event.key];
    onChange(items[target].key);
    tabs.current[target]?.focus();
  };
  const current = items.find((item) => item.key === active) ?? items[0];
  return (
    <div className="history-tabs">
      <div role="tablist" aria-label="Bookings" className="history-tabs__list">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`history-tab-${item.key}`}
            aria-selected={item.key === current.key}
            aria-controls={`history-panel-${item.key}`}
            tabIndex={item.key === current.key ? 0 : -1}
            className="history-tabs__tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label} <span className="history-tab__count">{item.count}</span>
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`history-panel-${current.key}`}
        aria-labelledby={`history-tab-${current.key}`}
        className="history-tabs__panel"
      >
        {current.panel}
      </div>
    </div>
  );
}
