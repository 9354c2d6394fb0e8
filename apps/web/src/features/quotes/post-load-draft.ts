import { EMPTY_POST_LOAD_FORM, type PostLoadFormValues } from '@njira/domain';

/** One draft per signed-in user: a shared phone never shows one clerk's load to another. */
export const draftKey = (userId: string) => `njira:post-load-draft:${userId}`;

/** The unsent draft, field by field (anything unreadable or of the wrong type is left empty). */
export function loadDraft(userId: string): PostLoadFormValues {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(draftKey(userId)) ?? 'null');
  } catch {
    stored = null;
  }
  const values = { ...EMPTY_POST_LOAD_FORM };
  if (!stored || typeof stored !== 'object') return values;
  const record = stored as Record<string, unknown>;
  for (const key of Object.keys(values) as (keyof PostLoadFormValues)[]) {
    const value = record[key];
    if (typeof value === typeof values[key]) (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

/** True when nothing has been typed: an empty form is not worth keeping. */
function isEmpty(values: PostLoadFormValues): boolean {
  return (Object.keys(EMPTY_POST_LOAD_FORM) as (keyof PostLoadFormValues)[]).every(
    (key) => values[key] === EMPTY_POST_LOAD_FORM[key],
  );
}

export function saveDraft(userId: string, values: PostLoadFormValues): void {
  try {
    if (isEmpty(values)) window.localStorage.removeItem(draftKey(userId));
    else window.localStorage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // Storage full or refused (private mode): the form still works, only the draft is not kept.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear where storage is refused.
  }
}
