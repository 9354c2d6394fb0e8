import { lusakaParts, type PostLoadFormValues, postLoadFormSchema } from '@njira/domain';
import { useEffect, useMemo } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useZodForm } from '../../components/forms/use-zod-form.ts';
import { loadDraft, saveDraft } from './post-load-draft.ts';

/** The order the spec checks in (section 5): the first failing field's message is the toast. */
const CHECK_ORDER: (keyof PostLoadFormValues)[] = [
  'pickupDate',
  'deliveryDate',
  'cargoType',
  'fromLocation',
  'toLocation',
  'maxBudget',
  'cargoDescription',
  'weightTons',
  'dimensions',
  'fromAddress',
  'toAddress',
  'estimatedValue',
  'specialInstructions',
];

export function firstMessage(errors: FieldErrors<PostLoadFormValues>): string | undefined {
  for (const key of CHECK_ORDER) {
    const message = errors[key]?.message;
    if (message) return message;
  }
  return undefined;
}

/** Today in Lusaka as YYYY-MM-DD: the earliest pickup the server takes. */
export function lusakaToday(): string {
  const p = lusakaParts(new Date());
  if (!p) return '';
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The Post New Load form, started from `userId`'s draft, which it keeps up to date. */
export function usePostLoadForm(userId: string) {
  const schema = useMemo(() => postLoadFormSchema(), []);
  const initial = useMemo(() => loadDraft(userId), [userId]);
  const form = useZodForm(schema, initial);

  // Every keystroke is kept: a reload or a dropped connection loses nothing typed.
  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(userId, values as PostLoadFormValues));
    return () => subscription.unsubscribe();
  }, [form, userId]);

  return form;
}

/** What each of the form's sections is given. */
export interface PostLoadSectionProps {
  form: ReturnType<typeof usePostLoadForm>;
}
