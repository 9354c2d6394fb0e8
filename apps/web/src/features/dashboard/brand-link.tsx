import { Truck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../components/ui/cn.ts';

export function BrandLink({ to, tone = 'light' }: { to: string; tone?: 'light' | 'dark' }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight',
        tone === 'dark' ? 'text-white' : 'text-brand-900',
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-brand-950">
        <Truck className="size-5" aria-hidden="true" />
      </span>
      Njira
    </Link>
  );
}
