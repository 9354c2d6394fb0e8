import { type ExternalToast, toast as sonner } from 'sonner';
import { toastPosition } from './toast-placement.ts';

/** The options of a toast: on a phone, away from the submit button just pressed (toast-placement.ts). */
function placed(options: ExternalToast = {}): ExternalToast | undefined {
  const position = toastPosition();
  const all = position ? { ...options, position } : options;
  return Object.keys(all).length > 0 ? all : undefined;
}

/** The app's one toast API; screens never import sonner directly. */
export const toast = {
  success(title: string, description?: string) {
    return sonner.success(title, placed(description ? { description } : {}));
  },
  error(title: string, description?: string) {
    return sonner.error(title, placed(description ? { description } : {}));
  },
  info(title: string, description?: string) {
    return sonner.info(title, placed(description ? { description } : {}));
  },
  /**
   * An error shown at most once at a time: raising it again while it is up replaces it. For a
   * message several calls can raise together (a session ending under two requests at once).
   */
  errorOnce(id: string, title: string) {
    return sonner.error(title, placed({ id }));
  },
  /**
   * News from the events stream ('New bid on …'): an info toast of the usual length, with a button
   * that opens what it is about when there is a page for it. One `id` is shown once at a time.
   */
  news(id: string, title: string, open?: { label: string; onClick: () => void }) {
    return sonner.info(title, open ? { id, action: open } : { id });
  },
  /** Stays until its button is pressed or it is closed (e.g. 'Reload' for a new version). */
  action(title: string, description: string, action: { label: string; onClick: () => void }) {
    return sonner.info(title, { description, action, duration: Number.POSITIVE_INFINITY });
  },
  dismiss(id?: string | number) {
    return sonner.dismiss(id);
  },
};
