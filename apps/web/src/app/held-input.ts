/**
 * The painted sign-in page works before the app has loaded (decision 085): typing goes into the painted fields
 * (hydration keeps them), the app starts loading at the visitor's first input, and what they press or choose
 * before it is live is kept here and handed to it once React has the page (painted-root.ts `releaseRoot` calls
 * `goLive`). A Lighthouse load, which never touches the page, runs no app code at all.
 */

/**
 * What counts as the visitor starting to use the page: a touch, a pointer moved or pressed, a scroll, a key, a
 * focus, a filled field. Moving the pointer counts too: what only the app draws (the Google button, which the
 * server's configuration decides) should be there by the time the visitor reaches for it.
 */
const FIRST_INPUT_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
  'input',
] as const;
/** What a press does something with once the app is live: a button (a form's too, Enter included), a link. */
const PRESSABLE = 'button, a[href]';

/** The fields whose contents the visitor types or picks. */
const CONTROLS = 'input, textarea, select';

interface Held {
  /** The last button or link pressed: pressed again once live (once, however often it was pressed). */
  press?: HTMLElement;
  /** A form sent some other way (a password manager's submit): sent again once live. */
  form?: HTMLFormElement;
  /** A list's choice (the language): chosen again once live, as hydration puts the rendered one back. */
  choice?: { select: HTMLSelectElement; value: string };
}

let held: Held = {};
let release: (() => void) | undefined;
/** The painted page's fields and buttons, in page order, and the field last focused. */
let painted: { controls: Element[]; pressables: Element[]; forms: Element[]; focused?: Element } = {
  controls: [],
  pressables: [],
  forms: [],
};

function noteFocus(event: Event) {
  if (event.target instanceof Element && event.target.matches(CONTROLS)) painted.focused = event.target;
}

/**
 * The element standing where `element` stood. Hydration keeps the painted elements, but should it fail (React
 * then draws the page afresh: a mismatch it reports), the page's new elements are the same ones in the same
 * order, and what was typed, focused or pressed is carried over to them.
 */
function counterpart<T extends Element>(element: T, list: Element[], selector: string): T | undefined {
  if (element.isConnected) return element;
  const index = list.indexOf(element);
  return index < 0
    ? undefined
    : ((element.ownerDocument.querySelectorAll(selector)[index] as T | undefined) ?? undefined);
}

function carryTyping() {
  for (const control of painted.controls) {
    if (control.isConnected) continue;
    const now = counterpart(control, painted.controls, CONTROLS);
    if (control instanceof HTMLInputElement && now instanceof HTMLInputElement && now.type === control.type) {
      if (control.type === 'checkbox' || control.type === 'radio') now.checked = control.checked;
      else if (now.value === '') now.value = control.value;
    }
  }
  const focused = painted.focused;
  if (focused && !focused.isConnected && focused.ownerDocument.activeElement === focused.ownerDocument.body) {
    (counterpart(focused, painted.controls, CONTROLS) as HTMLElement | undefined)?.focus();
  }
}

function holdPress(event: Event) {
  const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>(PRESSABLE) : null;
  if (!pressed) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.press = pressed;
}

function holdSubmit(event: SubmitEvent) {
  event.preventDefault();
  event.stopImmediatePropagation();
  if (event.target instanceof HTMLFormElement && !held.press) held.form = event.target;
}

function holdChoice(event: Event) {
  if (!(event.target instanceof HTMLSelectElement)) return;
  event.stopImmediatePropagation();
  held.choice = { select: event.target, value: event.target.value };
}

/**
 * Calls `start` at the first input on the page, and until `goLive` holds presses, submits and choices: a click
 * that would do nothing yet (a button without its handler) or the wrong thing (a form sent as a GET to the page,
 * the password in its address).
 */
export function holdInputUntilLive(start: () => void, document: Document = window.document) {
  const begin = () => {
    for (const type of FIRST_INPUT_EVENTS) document.removeEventListener(type, begin, true);
    start();
  };
  for (const type of FIRST_INPUT_EVENTS)
    document.addEventListener(type, begin, { capture: true, passive: true });
  painted = {
    controls: [...document.querySelectorAll(CONTROLS)],
    pressables: [...document.querySelectorAll(PRESSABLE)],
    forms: [...document.querySelectorAll('form')],
  };
  document.addEventListener('focusin', noteFocus, true);
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('change', holdChoice, true);
  release = () => {
    document.removeEventListener('focusin', noteFocus, true);
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('change', holdChoice, true);
  };
}

/**
 * The app has the page: stop holding, and hand it what was held, after the commit that called this (React
 * handles the events then, on the same elements, which hydration kept, or on their counterparts).
 */
export function goLive() {
  if (!release) return;
  release();
  release = undefined;
  const { press, form, choice } = held;
  held = {};
  setTimeout(() => {
    carryTyping();
    const select = choice && counterpart(choice.select, painted.controls, CONTROLS);
    if (choice && select) {
      select.value = choice.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const button = press && counterpart(press, painted.pressables, PRESSABLE);
    const sent = form && counterpart(form, painted.forms, 'form');
    painted = { controls: [], pressables: [], forms: [] };
    if (button) {
      // A tab selects on the press itself, as a native one does (auth-tabs.tsx); a button acts on the click.
      button.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      button.click();
    } else sent?.requestSubmit();
  }, 0);
}
