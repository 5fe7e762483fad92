import {
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from '@/components/ui/tabs-classes';
import { cn } from '@/lib/cn';

/**
 * The sign-in screen's "Sign In / Sign Up" tabs without Radix (decision 032): Radix Tabs brought its roving
 * focus, collection, presence and state helpers (~6 KB gzipped) to the first screen for two buttons. This does
 * what Radix Tabs does for a horizontal, left-to-right pair, with the same roles, ARIA, data attributes, classes
 * and keys: the list takes the Tab key and hands focus to the selected tab (Shift+Tab walks out of it); arrows
 * (wrapping), Home/End and PageUp/PageDown move focus, and a tab selects itself when focused, pressed (left
 * button, no Ctrl) or on Enter/Space; the other panel stays in the page, hidden and empty. auth-tabs.test.tsx runs the
 * same keyboard and mouse script against both and compares the DOM.
 */
interface TabsState {
  baseId: string;
  value: string;
  select: (value: string) => void;
}
/** The list's roving focus, apart from the tabs' state so that moving it does not redraw the panels. */
interface RovingState {
  tabStop: string | null;
  setTabStop: (value: string) => void;
  setTabbingBackOut: (out: boolean) => void;
}
const TabsContext = createContext<TabsState | null>(null);
const RovingContext = createContext<RovingState | null>(null);
const useTabs = () => use(TabsContext) as TabsState;
const ORIENTATION = 'horizontal';
const INTENT: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  PageUp: 'first',
  Home: 'first',
  PageDown: 'last',
  End: 'last',
};

interface AuthTabsProps {
  value: string;
  onValueChange: (value: string) => void;
  children: ReactNode;
}

export function AuthTabs({ value, onValueChange, children }: AuthTabsProps) {
  const baseId = useId();
  // Like Radix's controlled state: choosing the selected tab again reports nothing.
  const select = (next: string) => {
    if (next !== value) onValueChange(next);
  };
  return (
    <TabsContext value={{ baseId, value, select }}>
      <div dir="ltr" data-orientation={ORIENTATION}>
        {children}
      </div>
    </TabsContext>
  );
}

const tabsOf = (list: Element | null) => [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];

function focusFirst(candidates: HTMLElement[]) {
  const before = document.activeElement;
  for (const candidate of candidates) {
    if (candidate === before) return;
    candidate.focus();
    if (document.activeElement !== before) return;
  }
}

export function AuthTabsList({ children }: { children: ReactNode }) {
  const tabs = useTabs();
  const [tabStop, setTabStop] = useState<string | null>(null);
  const [tabbingBackOut, setTabbingBackOut] = useState(false);
  const clickFocus = useRef(false);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // Tabbing onto the list: the selected tab takes the focus (then the last focused one, then the first).
    if (event.target === event.currentTarget && !clickFocus.current && !tabbingBackOut) {
      const all = tabsOf(event.currentTarget);
      const selected = all.find((tab) => tab.getAttribute('aria-selected') === 'true');
      const current = all.find((tab) => tab.id === `${tabs.baseId}-trigger-${tabStop}`);
      focusFirst([selected, current, ...all].filter((tab): tab is HTMLElement => Boolean(tab)));
    }
    clickFocus.current = false;
  };
  return (
    <RovingContext value={{ tabStop, setTabStop, setTabbingBackOut }}>
      <div
        role="tablist"
        aria-orientation={ORIENTATION}
        tabIndex={tabbingBackOut ? -1 : 0}
        data-orientation={ORIENTATION}
        className={cn(TABS_LIST_CLASS)}
        style={{ outline: 'none' }}
        onMouseDown={() => {
          clickFocus.current = true;
        }}
        onFocus={onFocus}
        onBlur={() => setTabbingBackOut(false)}
      >
        {children}
      </div>
    </RovingContext>
  );
}

interface AuthTabProps {
  value: string;
  children: ReactNode;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

export function AuthTab({ value, children, onPointerEnter, onFocus }: AuthTabProps) {
  const tabs = useTabs();
  const roving = use(RovingContext) as RovingState;
  const selected = tabs.value === value;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.target !== event.currentTarget) return;
    if ([' ', 'Enter'].includes(event.key)) tabs.select(value);
    if (event.key === 'Tab' && event.shiftKey) {
      roving.setTabbingBackOut(true);
      return;
    }
    const intent = INTENT[event.key];
    if (!intent || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
    event.preventDefault();
    let candidates = tabsOf(event.currentTarget.closest('[role="tablist"]'));
    if (intent === 'last' || intent === 'prev') candidates.reverse();
    if (intent === 'prev' || intent === 'next') {
      const index = candidates.indexOf(event.currentTarget);
      candidates = candidates.map((_, i) => candidates[(index + 1 + i) % candidates.length] as HTMLElement);
    }
    setTimeout(() => focusFirst(candidates));
  };
  const onMouseDown = (event: MouseEvent<HTMLButtonElement>) => {
    // Another button or Ctrl (a context menu) neither selects nor moves the tab stop.
    if (event.button !== 0 || event.ctrlKey) return event.preventDefault();
    event.currentTarget.focus();
    tabs.select(value);
    roving.setTabStop(value);
  };
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-content-${value}`}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={ORIENTATION}
      id={`${tabs.baseId}-trigger-${value}`}
      tabIndex={roving.tabStop === value ? 0 : -1}
      className={cn(TABS_TRIGGER_CLASS)}
      onPointerEnter={onPointerEnter}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      onFocus={() => {
        onFocus?.();
        if (!selected) tabs.select(value);
        roving.setTabStop(value);
      }}
    >
      {children}
    </button>
  );
}

/** A tab's panel: always in the page (what `aria-controls` names), hidden and empty while its tab is not selected. */
export function AuthTabPanel({ value, children }: { value: string; children: ReactNode }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  // No fade-in for a panel shown from the start until its first frame (Radix's isMountAnimationPrevented).
  const mountAnimationPrevented = useRef(selected);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      mountAnimationPrevented.current = false;
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={ORIENTATION}
      role="tabpanel"
      aria-labelledby={`${tabs.baseId}-trigger-${value}`}
      hidden={!selected}
      id={`${tabs.baseId}-content-${value}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable (WAI-ARIA tabs pattern, as Radix's)
      tabIndex={0}
      className={cn(TABS_CONTENT_CLASS)}
      style={{ animationDuration: mountAnimationPrevented.current ? '0s' : undefined }}
    >
      {selected && children}
    </div>
  );
}
