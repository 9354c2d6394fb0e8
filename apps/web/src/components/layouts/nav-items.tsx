import { NavLink } from 'react-router';
import { cn } from '../ui/cn.ts';
import type { MenuItem } from './menus.ts';

/** The role's menu; NavLink marks the current page with aria-current="page". */
export function NavItems({ items, tone }: { items: readonly MenuItem[]; tone: 'sidebar' | 'panel' }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, to, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                tone === 'sidebar' &&
                  (isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'),
                tone === 'panel' &&
                  (isActive
                    ? 'bg-brand-50 text-brand-800'
                    : 'text-gray-700 hover:bg-muted hover:text-gray-900'),
              )
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
