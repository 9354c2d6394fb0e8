import { CONTACT_AFTER_PAYMENT, CONTACT_PRIVATE, CONTACT_VIA_PLATFORM, type Party } from '@njira/domain';
import { Lock, Mail, Phone } from 'lucide-react';
import { cn } from './cn.ts';

/** A number to dial: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The spec's words where contact is not shared yet, unless a page has its own (the shipment pages). */
const NOT_YET = [CONTACT_VIA_PLATFORM, CONTACT_AFTER_PAYMENT] as const;

/**
 * The other party's phone and e-mail exactly as the server sent them, as links to call or write
 * (ADR 023). Where it sent none, why, as the server says: the user keeps them private
 * (`contactPrivate`), or they are not shared yet (before the payment is held, or after a
 * cancellation): `notYet`, the page's own words from the spec. Never a link that leads nowhere.
 * `phoneOnly` for a compact card.
 */
export function PartyContact({
  party,
  notYet = NOT_YET,
  phoneOnly = false,
  className,
}: {
  party: Party | undefined;
  notYet?: readonly string[];
  phoneOnly?: boolean;
  className?: string;
}) {
  const phone = party?.phoneNumber;
  const email = phoneOnly ? undefined : party?.email;
  if (!phone && !email) {
    const [first, ...more] = party?.contactPrivate ? [CONTACT_PRIVATE] : notYet;
    return (
      <div className={cn('flex flex-col gap-1 text-sm text-muted-foreground', className)}>
        <p className="flex items-start gap-2">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{first}</span>
        </p>
        {more.map((line) => (
          <p key={line} className="pl-6">
            {line}
          </p>
        ))}
      </div>
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
