const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const OPEN_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

/**
 * How long the screens get to place the focus themselves (a dialog giving it back to its opener, a list moving it
 * to its heading) before the rescue does.
 */
export const FOCUS_RESCUE_GRACE_MS = 400;

/** The element and its ancestors, nearest first. */
function ancestry(element: Element): Element[] {
  const chain: Element[] = [];
  for (let node: Element | null = element; node; node = node.parentElement) chain.push(node);
  return chain;
}

/** Not hidden by an attribute or by its own or an ancestor's style (a closed dialog stays in the page, hidden). */
function shown(element: Element): boolean {
  if (!element.isConnected || element.closest('[hidden], [aria-hidden="true"], [inert]')) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
  }
  return true;
}

function firstFocusable(within: Element): HTMLElement | null {
  const all = Array.from(within.querySelectorAll<HTMLElement>(FOCUSABLE));
  return all.find(shown) ?? null;
}

function openDialog(doc: Document): Element | null {
  const dialogs = Array.from(doc.querySelectorAll(OPEN_DIALOG)).filter(shown);
  return dialogs[dialogs.length - 1] ?? null;
}

/**
 * Where focus goes once the control it was on is gone: the first control of its nearest surviving ancestor (the
 * next row of a list, the rest of a form), inside the open dialog if there is one; else the dialog itself or the
 * page's heading.
 */
function rescueTarget(doc: Document, lost: Element[]): HTMLElement | null {
  const dialog = openDialog(doc);
  for (const ancestor of lost.slice(1)) {
    if (!ancestor.isConnected || ancestor === doc.body || ancestor === doc.documentElement) continue;
    if (dialog && !dialog.contains(ancestor)) continue;
    const candidate = firstFocusable(ancestor);
    if (candidate) return candidate;
  }
  if (dialog) return firstFocusable(dialog);
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/**
 * Keeps keyboard users in place when the control they are on goes away (a removed card or row,
 * an empty state replaced, a dialog whose opener went with what it changed): unless a screen places the focus
 * itself, it moves to the nearest control still there instead of falling back to the start of the page. A control
 * only disabled for a moment (a button while its request runs) gets the focus back once it is enabled again.
 * Answers a function that stops it.
 */
export function installFocusRescue(doc: Document = document): () => void {
  let lost: Element[] = [];
  /** The focus before it entered the open dialog: where it goes when the dialog and its opener are both gone. */
  let opener: Element[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Only for the keyboard: a pointer user's focus is where they tap, and a moved focus could open a keyboard. */
  let byKeyboard = false;
  const onKeyDown = () => (byKeyboard = true);
  const onPointerDown = () => {
    byKeyboard = false;
    lost = [];
  };

  const onFocusIn = (event: FocusEvent) => {
    const target = event.target as Element;
    const dialog = target.closest(OPEN_DIALOG);
    if (dialog && lost.length > 0 && !dialog.contains(lost[0])) opener = lost;
    lost = ancestry(target);
  };

  const rescue = () => {
    timer = undefined;
    const [element] = lost;
    if (!element || !byKeyboard || (doc.activeElement && doc.activeElement !== doc.body)) return;
    if (element.isConnected) {
      if (!(element as HTMLButtonElement).disabled) (element as HTMLElement).focus();
      return;
    }
    // Lost in a dialog that has closed since: the focus goes back towards whatever opened it.
    const lostDialog = lost.find((ancestor) => ancestor.matches(OPEN_DIALOG));
    const from = lostDialog && !shown(lostDialog) && opener.length > 0 ? opener : lost;
    const target = from[0]?.isConnected ? (from[0] as HTMLElement) : rescueTarget(doc, from);
    target?.focus();
  };

  const observer = new MutationObserver(() => {
    if (timer === undefined && lost.length > 0 && doc.activeElement === doc.body)
      timer = setTimeout(rescue, FOCUS_RESCUE_GRACE_MS);
  });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerdown', onPointerDown, true);
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('pointerdown', onPointerDown, true);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** The controls Tab stops at inside the element, in document order. */
function tabStops(within: Element): HTMLElement[] {
  return Array.from(within.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && shown(element),
  );
}

/**
 * Keeps Tab inside the open modal dialog: from its last control Tab goes to its first, and Shift+Tab from its first
 * to its last. The dialogs' own lock only brings the focus back once it lands elsewhere in the page, so from a
 * dialog's last control, the page's last, Tab left for the browser's own controls. Answers a function that stops it.
 */
export function installDialogTabLoop(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const dialog = openDialog(doc);
    const stops = dialog ? tabStops(dialog) : [];
    if (stops.length === 0) return;
    const [first, last] = [stops[0], stops[stops.length - 1]];
    if (doc.activeElement !== (event.shiftKey ? first : last)) return;
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
