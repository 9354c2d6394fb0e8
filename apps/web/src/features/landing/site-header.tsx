import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button-variants.ts';
import { cn } from '../../components/ui/cn.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { nav } from '../../content/landing.ts';
import { useScrolled } from './use-scrolled.ts';

export function SiteHeader() {
  const scrolled = useScrolled(20);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  // Over the dark hero the header is transparent with white text; it turns opaque once scrolled or opened.
  const solid = scrolled || open;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const linkClass = cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    solid ? 'text-gray-800 hover:bg-gray-100 hover:text-brand-800' : 'text-white hover:bg-white/15',
  );

  return (
    <header
      className={cn(
        'fixed inset-x-0 top-0 z-40 transition-colors duration-300',
        solid ? 'border-b border-gray-200 bg-white shadow-sm' : 'bg-transparent',
      )}
      data-scrolled={scrolled}
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <a href="#home" className="rounded-md" aria-label="Njira home">
          <Logo light={!solid} />
        </a>

        <ul className="hidden items-center gap-1 md:flex">
          {nav.header.map((item) => (
            <li key={item.href}>
              <a href={item.href} className={linkClass}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 md:flex">
          <Link to={nav.login.to} className={buttonClasses(solid ? 'ghost' : 'ghost-inverse')}>
            {nav.login.label}
          </Link>
          <Link to={nav.signup.to} className={buttonClasses('secondary')}>
            {nav.signup.label}
          </Link>
        </div>

        <button
          type="button"
          className={cn(
            'rounded-md p-2 md:hidden',
            solid ? 'text-gray-900 hover:bg-gray-100' : 'text-white hover:bg-white/15',
          )}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </nav>

      <div id={menuId} hidden={!open} className="border-t border-gray-200 bg-white px-4 pt-2 pb-4 md:hidden">
        <ul className="flex flex-col">
          {nav.header.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="block rounded-md px-3 py-3 text-base font-medium text-gray-800 hover:bg-gray-100"
                onClick={() => setOpen(false)}
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Link to={nav.login.to} className={buttonClasses('outline')}>
            {nav.login.label}
          </Link>
          <Link to={nav.signup.to} className={buttonClasses('primary')}>
            {nav.signup.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
