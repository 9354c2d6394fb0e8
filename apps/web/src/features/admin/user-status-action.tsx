import type { AdminUser } from '@njira/domain';
import { RotateCcw, UserX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/** Suspend or Reactivate, behind a confirmation; resolves true when the dialog may close. */
export function StatusAction({
  user,
  onChange,
}: {
  user: AdminUser;
  onChange: (user: AdminUser, status: AdminUser['status']) => Promise<boolean>;
}) {
  if (user.status === 'active') {
    return (
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-red-800">
            <UserX className="size-4" aria-hidden="true" />
            Suspend <span className="sr-only">{user.fullName}</span>
          </Button>
        }
        title={`Suspend ${user.fullName}?`}
        description={`${user.fullName} (${user.email}) will be signed out everywhere and cannot log in until reactivated. Their loads, bids and shipments stay as they are.`}
        confirmLabel="Suspend"
        onConfirm={() => onChange(user, 'suspended')}
      />
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm">
          <RotateCcw className="size-4" aria-hidden="true" />
          Reactivate <span className="sr-only">{user.fullName}</span>
        </Button>
      }
      title={`Reactivate ${user.fullName}?`}
      description={`${user.fullName} (${user.email}) will be able to log in again.`}
      confirmLabel="Reactivate"
      onConfirm={() => onChange(user, 'active')}
    />
  );
}
