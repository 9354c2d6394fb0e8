import { Link } from 'react-router';
import { cn } from './cn.ts';

/** The word mark everywhere (landing, sign-in, workspaces); the 'N' tile is the favicon's. */
export function Logo({ className, light = false }: { className?: string; light?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-xl font-extrabold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill={light ? '#ffffff' : '#0f3d2e'} />
        <path d="M8 23V9h3.2l6.6 9V9H21v14h-3.2l-6.6-9v9z" fill={light ? '#0f3d2e' : '#f5b301'} />
      </svg>
      <span className={light ? 'text-white' : 'text-brand-800'}>Njira</span>
    </span>
  );
}

/** The word mark as a link (home, or a workspace's dashboard). `light` on dark backgrounds. */
export function LogoLink({ to, light = false, label }: { to: string; light?: boolean; label?: string }) {
  return (
    <Link to={to} className="inline-flex rounded-md" aria-label={label}>
      <Logo light={light} />
    </Link>
  );
}
