import { LogOut } from 'lucide-react';
import { useLogout } from '../../lib/account/logout.ts';
import { cn } from '../ui/cn.ts';
import { Spinner } from '../ui/spinner.tsx';

// A plain button rather than <Button variant="ghost">: the ghost text colour cannot be overridden
// for the dark sidebar without class merging.
export function LogoutButton({ tone }: { tone: 'sidebar' | 'panel' }) {
  const { logout, pending } = useLogout();
  return (
    <button
      type="button"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => void logout()}
      className={cn(
        'flex h-10 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors disabled:opacity-70',
        tone === 'sidebar'
          ? 'text-brand-100 hover:bg-white/10 hover:text-white'
          : 'text-gray-700 hover:bg-muted hover:text-gray-900',
      )}
    >
      {pending ? <Spinner className="size-5" /> : <LogOut className="size-5" aria-hidden="true" />}
      Logout
    </button>
  );
}
