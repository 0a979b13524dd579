import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabSwitch.css';

export interface TabSwitchItem<K extends string> {
  key: K;
  label: string;
}

interface TabSwitchProps<K extends string> {
  items: TabSwitchItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The active tab's panel; only the active panel is rendered. */
  children: ReactNode;
}

/**
 * A small tab strip following the WAI-ARIA tabs pattern (arrow keys, Home and End move between
 * tabs; activation follows focus). The visitor pages use it instead of antd's Tabs, which brings
 * a menu, a dropdown and overflow handling (about 25 KiB gzip) that two tabs never need.
 */
export function TabSwitch<K extends string>({
  items,
  activeKey,
  onChange,
  children,
}: TabSwitchProps<K>) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;

  const activate = (index: number) => {
    const next = items[(index + items.length) % items.length];
    onChange(next.key);
    tabRefs.current[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    activate(moves[event.key]);
  };

  return (
    <div className="mb-tabs">
      <div className="mb-tabs__list" role="tablist">
        {items.map(({ key, label }, index) => {
          const selected = key === activeKey;
          return (
            <button
              key={key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(key)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={`mb-tabs__tab${selected ? ' mb-tabs__tab--active' : ''}`}
              onClick={() => onChange(key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {label}
            </button>
          );
        })}
      </div>
      <div
        className="mb-tabs__panel"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(activeKey)}
      >
        {children}
      </div>
    </div>
  );
}
