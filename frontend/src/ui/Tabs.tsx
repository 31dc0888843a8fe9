import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Key extends string> {
  key: Key;
  label: string;
  /** A count badge beside the label, when given. */
  count?: number;
  panel: ReactNode;
}

/**
 * Tabs (the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs; only the selected tab is in the
 * tab order). A tab is named by what it shows and nothing else, so voice control and name look-ups find it; a
 * reader hears its place among the tabs from the tablist itself. On a narrow screen the tabs wrap. When a panel's
 * own action opens another tab (a form that, once sent, shows the list), the control that had focus goes with the
 * old panel: focus moves to the tab now open rather than falling back to the page.
 */
export function Tabs<Key extends string>({
  label,
  items,
  active,
  onChange,
}: {
  /** The tab list's name. */
  label: string;
  items: TabItem<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}) {
  const id = useId();
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
  const shown = useRef(current.key);
  useEffect(() => {
    if (shown.current === current.key) return;
    shown.current = current.key;
    const focusLost = !document.activeElement || document.activeElement === document.body;
    if (focusLost) tabs.current[items.findIndex((item) => item.key === current.key)]?.focus();
  }, [current.key, items]);
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list">
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === current.key}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === current.key ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
            {item.count === undefined ? null : (
              <>
                {' '}
                <span className="tabs__count">{item.count}</span>
              </>
            )}
          </button>
        ))}
      </div>
      <div
        key={current.key}
        role="tabpanel"
        id={`${id}-panel-${current.key}`}
        aria-labelledby={`${id}-tab-${current.key}`}
        className="tabs__panel"
      >
        {current.panel}
      </div>
    </div>
  );
}
