import type { ReactNode } from 'react';
import { Avatar } from './avatar.tsx';
import { Card } from './card.tsx';

/**
 * A person as both profile screens show them: initials, name, its badges (role, Verified), the
 * company, and a row of details under it (the own profile's contact, another's rating; member since).
 */
export function ProfileCard({
  name,
  companyName,
  badges,
  children,
}: {
  name: string;
  companyName: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-4 p-5 text-center sm:flex-row sm:text-left">
      <Avatar name={name} className="size-16 text-xl" />
      <div className="w-full min-w-0 flex-1">
        <div className="flex flex-col items-center gap-2 sm:flex-row sm:flex-wrap">
          <h2 className="max-w-full text-xl font-bold break-words text-gray-900">{name}</h2>
          {badges}
        </div>
        <p className="mt-0.5 text-sm font-medium break-words text-gray-700">{companyName}</p>
        <div className="mt-2 flex flex-col items-center gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
          {children}
        </div>
      </div>
    </Card>
  );
}
