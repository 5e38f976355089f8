/**
 * What a visitor enters in a form before the view around it has hydrated: a box ticked, a list
 * chosen, words typed while the view's chunks are still on their way (app/runtime/deferred-view.ts).
 * The browser shows the change, but React has not seen it, and when it hydrates a controlled control
 * it puts back the value it rendered: the box unticks and the choice is lost. So each control's last
 * value is kept from the start, and once the view has hydrated it is entered again as the visitor's
 * own input (through the events React listens to), so the view acts on it.
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const early = new Map<Control, string | boolean>();
const CHECKED = new Set(['checkbox', 'radio']);

function record(event: Event) {
  const t = event.target;
  if (t instanceof HTMLInputElement && CHECKED.has(t.type)) early.set(t, t.checked);
  else if ((t instanceof HTMLInputElement && t.type !== 'file') || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement)
    early.set(t, t.value);
}

let watching = false;
/** Starts keeping what is entered: called as the runtime starts, before React hydrates anything. */
export function watchEarlyInput(doc: Document = document): void {
  if (watching) return;
  watching = true;
  doc.addEventListener('input', record, true);
  doc.addEventListener('change', record, true);
}

/** The value setter of the control's own kind, which React's tracking of the last value it saw does not hear. */
const nativeValueSetter = (el: Control) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set?.bind(el);

/** Enters again what was entered before hydration, and stops keeping it. Called once the view has hydrated. */
export function replayEarlyInput(doc: Document = document): void {
  if (!watching) return;
  watching = false;
  doc.removeEventListener('input', record, true);
  doc.removeEventListener('change', record, true);
  const entries = [...early];
  early.clear();
  for (const [el, wanted] of entries) {
    if (!el.isConnected || el.disabled) continue;
    if (typeof wanted === 'boolean') {
      const input = el as HTMLInputElement;
      if (input.type === 'radio' && !wanted) continue; // the radio chosen instead is entered itself
      // Whatever React put back, the click ends on the visitor's value, and React hears a change.
      input.checked = !wanted;
      input.click();
    } else {
      // The value React last saw is set to another, then the visitor's is written past it: React hears a change.
      el.value = el instanceof HTMLSelectElement ? '' : `${wanted} `;
      nativeValueSetter(el)?.(wanted);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  }
}
