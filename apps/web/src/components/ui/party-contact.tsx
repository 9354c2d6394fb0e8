import { CONTACT_AFTER_ACCEPTANCE, CONTACT_PRIVATE, type Party } from '@njira/domain';
import { Lock, Mail, Phone } from 'lucide-react';
import { cn } from './cn.ts';

/** A number to dial: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The other party's phone and e-mail exactly as the server sent them, as links to call or write
 * (ADR 023). Where it sent none, why, in the same words on every screen: before the bid is accepted
 * (`accepted` false) they are not shared yet; after it, the user keeps them private. Never a link
 * that leads nowhere. `phoneOnly` for a compact card.
 */
export function PartyContact({
  party,
  accepted,
  phoneOnly = false,
  className,
}: {
  party: Party | undefined;
  accepted: boolean;
  phoneOnly?: boolean;
  className?: string;
}) {
  const phone = party?.phoneNumber;
  const email = phoneOnly ? undefined : party?.email;
  if (!phone && !email) {
    return (
      <p className={cn('flex items-start gap-2 text-sm text-muted-foreground', className)}>
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{accepted ? CONTACT_PRIVATE : CONTACT_AFTER_ACCEPTANCE}</span>
      </p>
    );
  }
  const link = 'break-all text-brand-700 underline-offset-2 hover:underline';
  return (
    <div className={cn('flex flex-col gap-1.5 text-sm', className)}>
      {phone && (
        <p className="flex items-start gap-2">
          <Phone className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="sr-only">Phone:</span>
          <a className={link} href={telHref(phone)}>
            {phone}
          </a>
        </p>
      )}
      {email && (
        <p className="flex items-start gap-2">
          <Mail className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden="true" />
          <span className="sr-only">E-mail:</span>
          <a className={link} href={`mailto:${email}`}>
            {email}
          </a>
        </p>
      )}
    </div>
  );
}
