import type { Party } from '@njira/domain';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { RatingSummary } from '../../components/ui/rating-summary.tsx';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}

/** A party as the admin sees it: company, name, contact (the admin sees both sides), rating. */
export function PartyBlock({ title, party }: { title: string; party: Party | undefined }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <h3 className="text-xs font-semibold text-muted-foreground uppercase">{title}</h3>
      {party ? (
        <>
          <p className="font-semibold break-words text-gray-900">{party.companyName}</p>
          <p className="text-gray-800">{party.fullName}</p>
          {party.email && (
            <p className="flex items-center gap-2 break-all text-gray-800">
              <Mail className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              <span className="sr-only">E-mail:</span>
              {party.email}
            </p>
          )}
          {party.phoneNumber && (
            <p className="flex items-center gap-2 text-gray-800">
              <Phone className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
              <span className="sr-only">Phone:</span>
              {party.phoneNumber}
            </p>
          )}
          <RatingSummary rating={party.rating} />
        </>
      ) : (
        <p className="text-muted-foreground">Not assigned</p>
      )}
    </div>
  );
}

/** Where a detail page's heading would be while there is nothing to name it after. */
export function HiddenHeading({ children }: { children: ReactNode }) {
  return <h1 className="sr-only">{children}</h1>;
}
