import { FOCUS_RESCUE_GRACE_MS, installDialogTabLoop, installFocusRescue } from './focus-rescue';

/** Lets the mutation observer run, then the grace period pass. */
async function settle() {
  await Promise.resolve();
  jest.advanceTimersByTime(FOCUS_RESCUE_GRACE_MS);
}

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  return element;
}

/** A list of rows, each with one button, in the page's main region. */
function list(...names: string[]): { ul: HTMLUListElement; buttons: HTMLButtonElement[] } {
  const main = document.createElement('main');
  const ul = document.createElement('ul');
  const buttons = names.map((name) => {
    const li = document.createElement('li');
    const b = button(name);
    li.append(b);
    ul.append(li);
    return b;
  });
  main.append(ul);
  document.body.append(main);
  return { ul, buttons };
}

function keyboardFocus(element: HTMLElement) {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  element.focus();
}

describe('focus rescue', () => {
  let stop: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    stop = installFocusRescue(document);
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('moves the focus of a removed row to the list that is left, not to the start of the page', async () => {
    const { buttons } = list('Remove A', 'Remove B', 'Remove C');
    keyboardFocus(buttons[1]);
    buttons[1].closest('li')!.remove();
    expect(document.activeElement).toBe(document.body);
    await settle();
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('leaves the focus alone when the screen placed it itself within the grace period', async () => {
    const { buttons } = list('A', 'B');
    keyboardFocus(buttons[1]);
    buttons[1].remove();
    await Promise.resolve();
    buttons[0].focus();
    jest.advanceTimersByTime(FOCUS_RESCUE_GRACE_MS);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('after a dialog closed whose opener went too, goes near the opener rather than to the page heading', async () => {
    const { ul, buttons } = list('Remove A', 'Remove B');
    const heading = document.createElement('h1');
    heading.textContent = 'Payment Methods';
    ul.parentElement!.prepend(heading);
    keyboardFocus(buttons[1]);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const confirm = button('Remove');
    dialog.append(confirm);
    document.body.append(dialog);
    confirm.focus();
    dialog.remove();
    buttons[1].closest('li')!.remove();
    await settle();
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('stays inside the open dialog', async () => {
    list('Outside');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    const section = document.createElement('section');
    const first = button('Save');
    const gone = button('Deactivate');
    section.append(gone);
    dialog.append(first, section);
    document.body.append(dialog);
    keyboardFocus(gone);
    section.remove();
    await settle();
    expect(document.activeElement).toBe(first);
  });

  it('gives the focus back to a button once it is enabled again', async () => {
    const { buttons } = list('Pay');
    keyboardFocus(buttons[0]);
    // Chrome lets go of the focus of a control that is disabled (jsdom does not, so it is let go of here).
    buttons[0].blur();
    buttons[0].disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    buttons[0].disabled = false;
    await settle();
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('does nothing for a pointer user, whose focus is where they tap', async () => {
    const { buttons } = list('A', 'B');
    document.dispatchEvent(new Event('pointerdown'));
    buttons[1].focus();
    buttons[1].remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});

describe('dialog tab loop', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = '';
    stop = installDialogTabLoop(document);
  });
  afterEach(() => stop());

  /** Presses Tab on the focused element; true when the browser would have moved the focus itself. */
  function tab(shiftKey = false): boolean {
    const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
    return (document.activeElement ?? document.body).dispatchEvent(event);
  }

  function dialog(...names: string[]): HTMLButtonElement[] {
    const element = document.createElement('div');
    element.setAttribute('role', 'dialog');
    element.setAttribute('aria-modal', 'true');
    const buttons = names.map(button);
    element.append(...buttons);
    document.body.append(element);
    return buttons;
  }

  it("goes from the dialog's last control to its first, and back with Shift+Tab", () => {
    list('Behind');
    const [close, cancel, save] = dialog('Close', 'Cancel', 'Create Class');
    save.focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(save);
    cancel.focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(cancel);
  });

  it('leaves Tab alone without an open dialog', () => {
    const { buttons } = list('A', 'B');
    buttons[1].focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(buttons[1]);
  });
});
