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
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('change', holdChoice, true);
  release = () => {
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('change', holdChoice, true);
  };
}

/**
 * The app has the page: stop holding, and hand it what was held, after the commit that called this (React
 * handles the events then, on the same elements, which hydration kept).
 */
export function goLive() {
  if (!release) return;
  release();
  release = undefined;
  const { press, form, choice } = held;
  held = {};
  setTimeout(() => {
    if (choice?.select.isConnected) {
      choice.select.value = choice.value;
      choice.select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    if (press?.isConnected) {
      // A tab selects on the press itself, as a native one does (auth-tabs.tsx); a button acts on the click.
      press.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      press.click();
    } else if (form?.isConnected) form.requestSubmit();
  }, 0);
}
