/**
 * What the shopper types, ticks or picks before the app has taken the page over. Hydration leaves
 * a field's text as it is on screen, but the component's state starts from the HTML (empty), and
 * the next render writes that back: the text vanishes, or stays on screen while the page acts as
 * if the field were empty. So the entry notes each field that differs from its HTML default just
 * before React takes over, and every change until the page is live; then it gives each field
 * still on the page its value back the way a keystroke does, through an event React handles, so
 * the component's onChange runs and its state follows (search filters by it). The focus and the
 * caret stay where the shopper left them.
 */
import { APP_EVENTS } from '../app/appEvents';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Kept =
  | { kind: 'text'; value: string }
  | { kind: 'checked'; checked: boolean }
  | { kind: 'options'; selected: boolean[] };

/** Inputs a shopper does not type into or tick. */
const NOT_ENTERED = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

function isField(target: EventTarget | null): target is Field {
  if (target instanceof HTMLInputElement) return !NOT_ENTERED.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function read(field: Field): Kept {
  if (field instanceof HTMLSelectElement) {
    return { kind: 'options', selected: [...field.options].map((option) => option.selected) };
  }
  if (isCheckable(field)) return { kind: 'checked', checked: field.checked };
  return { kind: 'text', value: field.value };
}

function changedFromHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * React notes a value set through the element's own `value`/`checked` (it wraps them) and runs
 * onChange only for an event whose value differs from the noted one. So the field is first set,
 * through that wrapper, to anything else, then to the shopper's value past it (the prototype's
 * setter, as a browser's own typing does), and the event React listens for is sent.
 */
function giveBack(field: Field, kept: Kept): void {
  if (kept.kind === 'options' && field instanceof HTMLSelectElement) {
    kept.selected.forEach((selected, index) => {
      const option = field.options[index];
      if (option) option.selected = selected;
    });
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (kept.kind === 'checked' && isCheckable(field)) {
    // A radio button that lost its dot to another of its group is given back by that one.
    if (field.type === 'radio' && !kept.checked) return;
    field.checked = !kept.checked;
    // A click turns it back and is the event React makes a checkbox's onChange from.
    field.click();
  } else if (kept.kind === 'text' && !(field instanceof HTMLSelectElement)) {
    const prototype =
      field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = kept.value === '' ? ' ' : '';
    setValue?.call(field, kept.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The field as it is on the page now: the same element, or (rendered afresh) its successor. */
function onPage(field: Field): Field | undefined {
  if (field.isConnected) return field;
  const successor = field.id ? document.getElementById(field.id) : null;
  return isField(successor) && successor.tagName === field.tagName ? successor : undefined;
}

interface Caret {
  start: number | null;
  end: number | null;
  direction: 'forward' | 'backward' | 'none' | null;
}

/** Where the caret is; null parts for fields without one a script may read (email, number). */
function caretOf(field: Field): Caret | undefined {
  if (field instanceof HTMLSelectElement || isCheckable(field)) return undefined;
  try {
    return {
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection,
    };
  } catch {
    return undefined;
  }
}

function putCaret(field: Field, caret: Caret | undefined): void {
  if (!caret || caret.start === null || caret.end === null) return;
  if (field instanceof HTMLSelectElement) return;
  field.setSelectionRange(caret.start, caret.end, caret.direction ?? undefined);
}

/** Listens from the entry's start; gives the fields back once the app marks the page live. */
export function keepEarlyInput(): void {
  const kept = new Map<Field, Kept>();
  let focused: Field | undefined;
  const note = (event: Event) => {
    if (isField(event.target)) kept.set(event.target, read(event.target));
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);

  document.addEventListener(
    APP_EVENTS.rendering,
    () => {
      for (const field of document.querySelectorAll('input, textarea, select')) {
        if (isField(field) && !kept.has(field) && changedFromHtml(field))
          kept.set(field, read(field));
      }
      if (isField(document.activeElement)) focused = document.activeElement;
    },
    { once: true },
  );

  document.addEventListener(
    APP_EVENTS.ready,
    () => {
      document.removeEventListener('input', note, true);
      document.removeEventListener('change', note, true);
      // The field the shopper is in (or was in, if the page was rendered afresh).
      const shoppers = isField(document.activeElement) ? document.activeElement : focused;
      const caret = shoppers && caretOf(shoppers);
      const active = shoppers && onPage(shoppers);
      for (const [field, value] of kept) {
        const now = onPage(field);
        if (now) giveBack(now, value);
      }
      kept.clear();
      if (!active) return;
      if (document.activeElement !== active) active.focus({ preventScroll: true });
      putCaret(active, caret);
    },
    { once: true },
  );
}
