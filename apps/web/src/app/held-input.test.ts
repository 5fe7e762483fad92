import { afterEach, describe, expect, it, vi } from 'vitest';
import { goLive, holdInputUntilLive } from './held-input';

/** The painted sign-in form as the server sends it: no handlers of the app's on it yet. */
function paintedForm() {
  document.body.innerHTML = `
    <div id="root">
      <form><input id="email" name="email"><button type="submit">Sign In</button></form>
      <button type="button" id="forgot">Forgot password?</button>
      <select id="language"><option value="en">English</option><option value="pt-PT">Português</option></select>
      <p id="text">Professional cleaning services</p>
    </div>`;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    form: document.querySelector('form') as HTMLFormElement,
    email: byId<HTMLInputElement>('email'),
    submit: document.querySelector('button[type="submit"]') as HTMLButtonElement,
    forgot: byId<HTMLButtonElement>('forgot'),
    language: byId<HTMLSelectElement>('language'),
    text: byId<HTMLParagraphElement>('text'),
  };
}

/** What the app would do with each event once live, recorded at the document (after the capture phase). */
function appListening() {
  const seen: string[] = [];
  const record = (event: Event) => {
    const target = event.target as HTMLElement;
    seen.push(`${event.type}:${target.id || target.tagName.toLowerCase()}`);
    if (event.type === 'submit') event.preventDefault();
  };
  for (const type of ['mousedown', 'click', 'submit', 'change']) document.addEventListener(type, record);
  return {
    seen,
    stop: () => {
      for (const type of ['mousedown', 'click', 'submit', 'change'])
        document.removeEventListener(type, record);
    },
  };
}

const afterTheCommit = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the painted sign-in page before the app is live (decision 085)', () => {
  let app: ReturnType<typeof appListening> | undefined;
  afterEach(() => {
    goLive();
    app?.stop();
  });

  it('starts the app at the first input, once, and not before', () => {
    const page = paintedForm();
    const start = vi.fn();
    holdInputUntilLive(start);
    page.text.dispatchEvent(new MouseEvent('mousemove', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
    page.email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    page.email.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    page.email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds a press and a submit until live, then presses once again, so the form is sent once, by the app', async () => {
    const page = paintedForm();
    app = appListening();
    holdInputUntilLive(() => {});
    page.email.value = 'ana@example.com';
    page.submit.click();
    page.submit.click();
    // Nothing reached the page's own handlers, and the browser did not send the form itself.
    expect(app.seen).toEqual([]);
    goLive();
    expect(app.seen).toEqual([]);
    await afterTheCommit();
    // Pressed as a person presses: a tab selects on the mouse going down, a button acts on the click.
    expect(app.seen).toEqual(['mousedown:button', 'click:button', 'submit:form']);
    expect(page.email.value).toBe('ana@example.com');
  });

  it('presses the last button pressed, and chooses the language chosen, once live', async () => {
    const page = paintedForm();
    app = appListening();
    holdInputUntilLive(() => {});
    page.forgot.click();
    page.language.value = 'pt-PT';
    page.language.dispatchEvent(new Event('change', { bubbles: true }));
    // Hydration puts the rendered choice back; the held one is chosen again.
    page.language.value = 'en';
    goLive();
    await afterTheCommit();
    expect(app.seen).toEqual(['change:language', 'mousedown:forgot', 'click:forgot']);
    expect(page.language.value).toBe('pt-PT');
  });

  it('holds a submit made without a press (a password manager) and sends it once live', async () => {
    const page = paintedForm();
    app = appListening();
    holdInputUntilLive(() => {});
    page.form.requestSubmit();
    expect(app.seen).toEqual([]);
    goLive();
    await afterTheCommit();
    expect(app.seen).toEqual(['submit:form']);
  });

  it('holds nothing once live, and a page that never held (the app started at once) has nothing to hand over', async () => {
    const page = paintedForm();
    app = appListening();
    goLive();
    page.forgot.click();
    holdInputUntilLive(() => {});
    goLive();
    page.submit.click();
    await afterTheCommit();
    expect(app.seen).toEqual(['click:forgot', 'click:button', 'submit:form']);
  });

  it('carries what was typed, the focus and the press over to a page React had to draw afresh', async () => {
    const page = paintedForm();
    app = appListening();
    holdInputUntilLive(() => {});
    page.email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    page.email.value = 'ana@example.com';
    page.submit.click();
    // A hydration mismatch: React replaces the painted elements with its own, empty ones.
    const fresh = paintedForm();
    goLive();
    await afterTheCommit();
    expect(fresh.email.value).toBe('ana@example.com');
    expect(document.activeElement).toBe(fresh.email);
    expect(app.seen).toEqual(['mousedown:button', 'click:button', 'submit:form']);
    expect(page.submit.isConnected).toBe(false);
  });

  it('hands a press to the same link in a page the app draws with fewer elements, never to another one', async () => {
    // Painted for every width: a navigation only wide screens show, which the app does not draw on a phone.
    document.body.innerHTML = `<div id="root"><nav hidden><a href="/customer/book">Book Service</a></nav>
      <a href="/customer/book?service=studio">Studio</a><a href="/customer/book">Book</a></div>`;
    app = appListening();
    holdInputUntilLive(() => {});
    (document.querySelector('a[href="/customer/book"]:not(nav a)') as HTMLAnchorElement).click();
    document.body.innerHTML = `<div id="root"><a id="studio" href="/customer/book?service=studio">Studio</a>
      <a id="book" href="/customer/book">Book</a></div>`;
    goLive();
    await afterTheCommit();
    expect(app.seen).toEqual(['mousedown:book', 'click:book']);
  });

  it('hands what was chosen and typed to a page the app draws over as events, so its own state follows', async () => {
    document.body.innerHTML = `<div id="root"><input type="radio" name="home" value="t2" checked>
      <input type="radio" name="home" value="t3"><input type="checkbox" name="pets"><input name="notes"></div>`;
    holdInputUntilLive(() => {});
    const [, t3, pets, notes] = [...document.querySelectorAll('input')] as HTMLInputElement[];
    t3?.click();
    pets?.click();
    if (notes) notes.value = 'Two cats';
    // The app draws its own page, its state as it starts (T2, no pets), and follows only its events.
    document.body.innerHTML = `<div id="root"><input type="radio" name="home" value="t2" checked>
      <input type="radio" name="home" value="t3"><input type="checkbox" name="pets"><input name="notes"></div>`;
    const seen: string[] = [];
    for (const type of ['click', 'input']) {
      document.addEventListener(type, (event) => {
        const target = event.target as HTMLInputElement;
        // A click on a radio or a box brings its own input event: the click is what counts there.
        if (type === 'input' && target.type !== 'text') return;
        seen.push(`${type}:${target.value === 'on' ? target.name : target.value}`);
      });
    }
    goLive();
    await afterTheCommit();
    expect(seen).toEqual(['click:t3', 'click:pets', 'input:Two cats']);
    const live = [...document.querySelectorAll('input')] as HTMLInputElement[];
    expect(live.map((input) => input.checked)).toEqual([false, true, true, false]);
  });
});
