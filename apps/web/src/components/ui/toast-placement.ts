/**
 * Where a toast goes on a phone (issue 40): never over the submit button just pressed. Toasts rise
 * from the bottom (issue 28, toaster.tsx); on a phone (sonner's ≤ 600 px) a page's submit button in
 * the lower half of the screen would be under them, so that toast comes down from the top instead.
 * A dialog's buttons stay clear of the bottom lane already (TOAST_LANE in dialog.tsx).
 */

/** sonner's phone layout: the toast spans the width, 16 px from the edges. */
export const PHONE_MAX_WIDTH = 600;
/** A submit older than this did not cause the toast. */
const SUBMIT_FRESH_MS = 10_000;

let lastSubmit: { button: HTMLElement; at: number } | null = null;

function rememberSubmitter(event: Event): void {
  const button = (event as SubmitEvent).submitter;
  if (button instanceof HTMLElement) lastSubmit = { button, at: Date.now() };
}

/** Listens for the submits of every form; returns the stop function (the Toaster mounts it once). */
export function watchSubmits(): () => void {
  document.addEventListener('submit', rememberSubmitter, true);
  return () => document.removeEventListener('submit', rememberSubmitter, true);
}

/** The field a failed check focused (the first invalid one), which the person needs next. */
function focusedField(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active.matches('input, select, textarea') && active.closest('form')
    ? active
    : null;
}

/**
 * 'top-center' when the toast would cover what the person needs next: the field a failed check
 * focused, else the submit button just pressed; otherwise (undefined) the Toaster's own place.
 */
export function toastPosition(): 'top-center' | undefined {
  if (typeof window === 'undefined' || window.innerWidth > PHONE_MAX_WIDTH) return undefined;
  const fresh = lastSubmit && Date.now() - lastSubmit.at <= SUBMIT_FRESH_MS ? lastSubmit.button : null;
  const anchor = focusedField() ?? fresh;
  if (!anchor?.isConnected || anchor.closest('[role="dialog"]')) return undefined;
  const box = anchor.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? 'top-center' : undefined;
}
