import type { ReactNode } from 'react';

type ErrorLayoutProps = { code?: string; icon?: ReactNode; title: string; children?: ReactNode };

/** A centred, standalone panel shared by the 404, 401/403 and crash screens. */
export function ErrorLayout({ code, icon, title, children }: ErrorLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gray-50 px-6 py-16 text-center">
      {code && (
        <p className="text-6xl font-extrabold tracking-tight text-brand-800" aria-hidden="true">
          {code}
        </p>
      )}
      {icon}
      <h1 className="mt-4 text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {children}
    </main>
  );
}
