import { LogOut } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useLogout } from './api/logout.ts';

export function LogoutButton({ tone }: { tone: 'sidebar' | 'panel' }) {
  const { logout, pending } = useLogout();
  return (
    <Button
      variant="ghost"
      loading={pending}
      onClick={() => void logout()}
      className={cn(
        'w-full justify-start gap-3 px-3',
        tone === 'sidebar' ? 'text-brand-100 hover:bg-white/10 hover:text-white' : 'text-gray-700',
      )}
    >
      {!pending && <LogOut className="size-5" aria-hidden="true" />}
      Logout
    </Button>
  );
}
