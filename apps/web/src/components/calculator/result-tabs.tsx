// A calculator's result tabs (calculators §2 "Pump screen"): the first tab (selection by parameters)
// is never closable, each other tab has its own close button. A WAI-ARIA tablist: arrows, Home/End
// move between tabs, Delete closes the focused tab; the close buttons sit beside the tabs (not
// inside them) so no button is nested in another. Closing the shown tab shows a neighbour.
import { CloseButton } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CALCULATOR_NS } from './calculator-i18n';
import classes from './calculator.module.css';

/** The key of the first tab, selection by parameters, by convention. */
export const PARAMS_TAB = 'params';

export interface ResultTab {
  key: string;
  label: string;
  /** Whether the tab has a close button (the first tab never has one). */
  closable?: boolean;
}

export interface ResultTabsProps {
  tabs: ResultTab[];
  active: string;
  onSelect: (key: string) => void;
  onClose: (key: string) => void;
  /** Id prefix for tab ↔ panel wiring. */
  idPrefix: string;
  /** The tab list's accessible name; «Вкладки подбора» by default. */
  label?: string;
  children: ReactNode;
}

export const tabId = (prefix: string, key: string) => `${prefix}-tab-${key}`;
export const panelId = (prefix: string, key: string) => `${prefix}-panel-${key}`;

/** The tab to show after closing `closed`: the right-hand neighbour, else the left one, else the first. */
export const neighbourAfterClose = (keys: string[], closed: string, active: string): string => {
  if (closed !== active) return active;
  const i = keys.indexOf(closed);
  return keys[i + 1] ?? keys[i - 1] ?? keys[0] ?? PARAMS_TAB;
};

export function ResultTabs({ tabs, active, onSelect, onClose, idPrefix, label, children }: ResultTabsProps) {
  const { t } = useTranslation(CALCULATOR_NS);
  const listRef = useRef<HTMLDivElement>(null);
  const keys = tabs.map((tab) => tab.key);
  const closable = (key: string) => tabs.find((tab) => tab.key === key)?.closable === true;

  const tabElement = (key: string) =>
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, key))}`) ?? null;
  const focusTab = (key: string) => tabElement(key)?.focus();

  const move = (key: string) => {
    onSelect(key);
    focusTab(key);
  };

  // After a close, focus moves to the tab now shown, so a keyboard user is never left on a removed
  // element.
  const refocus = useRef(false);
  useEffect(() => {
    // The shown tab may change a render later (it follows the URL): wait until it is in the list.
    const el = refocus.current && keys.includes(active) ? tabElement(active) : null;
    if (!el) return;
    refocus.current = false;
    el.focus();
  });
  const close = (key: string) => {
    refocus.current = true;
    onClose(key);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const i = keys.indexOf(key);
    const last = keys.length - 1;
    const target =
      e.key === 'ArrowRight'
        ? keys[i === last ? 0 : i + 1]
        : e.key === 'ArrowLeft'
          ? keys[i === 0 ? last : i - 1]
          : e.key === 'Home'
            ? keys[0]
            : e.key === 'End'
              ? keys[last]
              : undefined;
    if (target !== undefined) {
      e.preventDefault();
      move(target);
    } else if (e.key === 'Delete' && closable(key)) {
      e.preventDefault();
      close(key);
    }
  };

  return (
    <div className={classes.tabs}>
      <div ref={listRef} role="tablist" aria-label={label ?? t('tabs.label')} className={classes.tabList}>
        {tabs.map((tab) => {
          const selected = tab.key === active;
          return (
            <div key={tab.key} className={classes.tabItem} data-active={selected || undefined}>
              <button
                type="button"
                role="tab"
                id={tabId(idPrefix, tab.key)}
                aria-selected={selected}
                aria-controls={panelId(idPrefix, tab.key)}
                aria-keyshortcuts={tab.closable ? 'Delete' : undefined}
                tabIndex={selected ? 0 : -1}
                className={classes.tab}
                onClick={() => onSelect(tab.key)}
                onKeyDown={(e) => onKeyDown(e, tab.key)}
              >
                {tab.label}
              </button>
              {tab.closable ? (
                // The mouse's way to close; a tablist may hold only tabs, so assistive technology
                // is given the tab's Delete key (aria-keyshortcuts) instead of this button.
                <CloseButton
                  size="sm"
                  tabIndex={-1}
                  aria-hidden
                  className={classes.tabClose}
                  aria-label={t('tabs.close', { name: tab.label })}
                  onClick={() => close(tab.key)}
                />
              ) : null}
            </div>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(idPrefix, active)}
        aria-labelledby={tabId(idPrefix, active)}
        className={classes.tabPanel}
      >
        {children}
      </div>
    </div>
  );
}
