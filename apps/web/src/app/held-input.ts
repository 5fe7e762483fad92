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
 * What tells an element apart from the others of its kind, the same in the painted page and in the app's: where
 * a link goes, a field's name and type, a control's label and text. Not its place alone: the app may draw fewer
 * elements than the server painted (the desktop navigation, painted for every width and drawn by the app only
 * on a wide screen), and a press must never land on another link.
 */
function signature(element: Element): string {
  return [
    element.tagName,
    element.getAttribute('href'),
    element.getAttribute('name'),
    element.getAttribute('type'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('\u0000');
}

/**
 * The element standing for `element` in the live page: itself when React kept it (hydration), else, should React
 * have drawn the page afresh (a hydration mismatch, or a page the app draws over), the live element with the same
 * signature, the first for the first, the second for the second; none when the app draws no such element.
 */
function counterpart<T extends Element>(element: T, list: Element[], selector: string): T | undefined {
  if (element.isConnected) return element;
  const key = signature(element);
  const ordinal = list.filter((painted) => signature(painted) === key).indexOf(element);
  if (ordinal < 0) return undefined;
  const live = [...element.ownerDocument.querySelectorAll(selector)].filter((now) => signature(now) === key);
  return live[ordinal] as T | undefined;
}

/**
 * Writes what was typed into a live field as typing would: through the element's own value setter and an `input`
 * event, so that React (and react-hook-form) see the change, where a plain `.value =` would leave a controlled
 * field's state behind what it shows.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function carryTyping() {
  for (const control of painted.controls) {
    if (control.isConnected) continue;
    const now = counterpart(control, painted.controls, CONTROLS);
    const same =
      now && now.tagName === control.tagName && now.getAttribute('type') === control.getAttribute('type');
    if (!same) continue;
    if (control instanceof HTMLInputElement && now instanceof HTMLInputElement) {
      // Chosen as a click would (the app's onChange sees it): the radio picked, a box ticked or cleared.
      if (control.type === 'radio') {
        if (control.checked && !now.checked) now.click();
      } else if (control.type === 'checkbox') {
        if (control.checked !== now.checked) now.click();
      } else if (now.value === '' && control.value !== '') typeInto(now, control.value);
    } else if (control instanceof HTMLTextAreaElement && now instanceof HTMLTextAreaElement) {
      if (now.value === '' && control.value !== '') typeInto(now, control.value);
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
