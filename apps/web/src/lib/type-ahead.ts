/**
 * What was typed while no text field had the focus: a guard's scan right after signing in, while the gate's page is
 * still loading, would otherwise be lost. The scan input takes it when it mounts (components/bl-search-form.tsx). A
 * barcode reader types fast and ends with Enter, so what was typed is forgotten after a pause of `forgottenAfterMs`,
 * and nothing after its Enter is kept.
 */
const forgottenAfterMs = 10_000;
let typed = '';
let entered = false;
let lastKeyAt = 0;

export type TypedAhead = { text: string; entered: boolean };

function inTextField(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select'));
}

function keep(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || inTextField(event.target)) return;
  const now = Date.now();
  if (now - lastKeyAt > forgottenAfterMs) {
    typed = '';
    entered = false;
  }
  lastKeyAt = now;
  if (entered) return;
  if (event.key === 'Enter') entered = typed.trim() !== '';
  else if (event.key.length === 1) typed += event.key;
}

/** Starts keeping what is typed outside text fields (once, when the app starts). */
export function keepTypeAhead() {
  document.removeEventListener('keydown', keep);
  document.addEventListener('keydown', keep);
}

/** What was typed ahead, if it is recent, without forgetting it. */
export function typedAhead(): TypedAhead {
  return Date.now() - lastKeyAt > forgottenAfterMs ? { text: '', entered: false } : { text: typed, entered };
}

/** What was typed ahead, if it is recent, forgotten once taken. */
export function takeTypeAhead(): TypedAhead {
  const taken = typedAhead();
  typed = '';
  entered = false;
  return taken;
}
