import { useEffect } from 'react';
import { toast } from '../../components/ui/toast.ts';

/** Shows a load failure's toast once per failure (not on every render), as spec section 8 lists them. */
export function useLoadErrorToast(failedAt: number, title: string, description: string): void {
  useEffect(() => {
    if (failedAt > 0) toast.error(title, description);
  }, [failedAt, title, description]);
}
