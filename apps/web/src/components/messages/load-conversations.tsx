import type { Conversation } from '@njira/domain';
import { useSearchParams } from 'react-router';
import { useQuoteConversations } from '../../lib/messages/get-quote-conversations.ts';
import { Badge } from '../ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import { cn } from '../ui/cn.ts';
import { ConversationPanel } from './conversation-panel.tsx';

/** The id the contact texts and the bid cards link to (`#messages`). */
export const MESSAGES_ANCHOR = 'messages';
/** The search parameter that opens the owner's conversation with one transporter. */
export const WITH_PARAM = 'with';

/**
 * The transporter's conversation with a load's owner: questions before bidding or acceptance, the
 * shipment's talk after it (ADR 025).
 */
export function TransporterLoadConversation({
  quoteId,
  ownerName,
  open,
}: {
  quoteId: string;
  ownerName: string;
  /** The load takes bids: a transporter may start a conversation only then. */
  open: boolean;
}) {
  const conversations = useQuoteConversations(quoteId);
  const conversation = conversations.data?.[0] ?? null;
  if (!open && !conversation) return null;
  return (
    <section id={MESSAGES_ANCHOR} aria-label="Messages" className="scroll-mt-20">
      <ConversationPanel
        quoteId={quoteId}
        conversation={conversation}
        otherPartyName={ownerName}
        emptyHint="Questions about the load? Ask the cargo owner here. Phone numbers and e-mail addresses are shared once a bid is accepted."
      />
    </section>
  );
}

/** Someone the owner can write to about a load: a transporter who wrote or bid. */
export interface LoadCorrespondent {
  transporterId: string;
  name: string;
}

/**
 * The owner's conversations on a load, one per transporter who wrote or bid; one open at a time
 * (`?with=<transporter id>`, which the bid cards' Message links set).
 */
export function OwnerLoadConversations({
  quoteId,
  bidders,
}: {
  quoteId: string;
  bidders: readonly LoadCorrespondent[];
}) {
  const conversations = useQuoteConversations(quoteId);
  const [params, setParams] = useSearchParams();
  const byTransporter = new Map<string, Conversation>(
    (conversations.data ?? []).map((c) => [c.transporter.id, c]),
  );
  const people: LoadCorrespondent[] = [
    ...(conversations.data ?? []).map((c) => ({
      transporterId: c.transporter.id,
      name: c.transporter.companyName || c.transporter.fullName,
    })),
    ...bidders.filter((b) => !byTransporter.has(b.transporterId)),
  ];
  const selected = params.get(WITH_PARAM) ?? (people.length === 1 ? people[0]?.transporterId : null) ?? null;
  const current = people.find((p) => p.transporterId === selected) ?? null;

  return (
    <section id={MESSAGES_ANCHOR} aria-label="Messages" className="flex scroll-mt-20 flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Messages ({people.length})</CardTitle>
        </CardHeader>
        <CardContent>
          {people.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No messages yet. Transporters can ask about your load here, and you can write to anyone who
              bids.
            </p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {people.map((p) => {
                const unread = byTransporter.get(p.transporterId)?.unreadCount ?? 0;
                const active = p.transporterId === current?.transporterId;
                return (
                  <li key={p.transporterId}>
                    <button
                      type="button"
                      aria-pressed={active}
                      onClick={() =>
                        setParams(
                          (prev) => {
                            const next = new URLSearchParams(prev);
                            next.set(WITH_PARAM, p.transporterId);
                            return next;
                          },
                          { replace: true },
                        )
                      }
                      className={cn(
                        'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-2 text-sm',
                        active ? 'border-primary bg-primary/10 font-semibold text-gray-900' : 'border-border',
                      )}
                    >
                      {p.name}
                      {unread > 0 && <Badge variant="primary">{unread} unread</Badge>}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      {current && (
        <ConversationPanel
          key={current.transporterId}
          quoteId={quoteId}
          conversation={byTransporter.get(current.transporterId) ?? null}
          transporterId={current.transporterId}
          otherPartyName={current.name}
          emptyHint={`No messages with ${current.name} yet.`}
        />
      )}
    </section>
  );
}

/**
 * A shipment's conversation: the (load, accepted transporter) conversation, which went on from the
 * load's questions. The owner names the transporter; a transporter writes in its own.
 */
export function ShipmentConversation({
  quoteId,
  transporterId,
  viewerIsOwner,
  otherPartyName,
}: {
  quoteId: string;
  transporterId: string;
  viewerIsOwner: boolean;
  otherPartyName: string;
}) {
  const conversations = useQuoteConversations(quoteId);
  const conversation = conversations.data?.find((c) => c.transporter.id === transporterId) ?? null;
  return (
    <section id={MESSAGES_ANCHOR} aria-label="Messages" className="scroll-mt-20">
      <ConversationPanel
        quoteId={quoteId}
        conversation={conversation}
        {...(viewerIsOwner ? { transporterId } : {})}
        otherPartyName={otherPartyName}
        emptyHint="No messages yet. Write here about pickup, delivery or anything else about this shipment."
      />
    </section>
  );
}
