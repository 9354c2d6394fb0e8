import { toast } from '../../components/ui/toast.ts';

/** Spec section 5: a failed check shows this toast as well as the field errors. */
export function showValidationToast(): void {
  toast.error('Validation Error', 'Please fix the errors in the form.');
}
