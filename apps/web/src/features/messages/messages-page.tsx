import { type Conversation, relativeTime } from '@njira/domain';
import { MessageSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { ConversationPanel } from '../../components/messages/conversation-panel.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useConversations } from '../../lib/messages/get-conversations.ts';
import { useSession } from '../../lib/use-session.ts';
import { ConversationList, OPEN_PARAM } from './conversation-list.tsx';

/**
 * Messages (issue 27, ADR 025): the caller's conversations, newest message first with their unread
 * counts; one opens beside (below, on a phone) the list. Live: a new message refreshes both.
 */
export function MessagesPage() {
  const handle = useRouteHandle();
  const session = useSession();
  const owner = session?.user.role === 'cargo-owner';
  const conversations = useConversations();
  const [params] = useSearchParams();
  const list = conversations.data ?? [];
  const openId = params.get(OPEN_PARAM) ?? list[0]?.id ?? null;
  const open = list.find((c) => c.id === openId) ?? null;
  const other = (c: Conversation) =>
    owner ? c.transporter.companyName || c.transporter.fullName : c.owner.companyName || c.owner.fullName;

  return (
    <>
      <PageHeader title={handle?.title ?? 'Messages'} description={handle?.description} />
      {conversations.isPending ? (
        <p className="text-sm text-muted-foreground">Loading conversations…</p>
      ) : conversations.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Conversations could not be loaded. Please try again.
        </p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={MessageSquare}
          title="No messages yet"
          description={
            owner
              ? 'Transporters can ask about your loads, and you can write to anyone who bids, from the load’s page.'
              : 'Ask a cargo owner about a load from its page in Available Loads.'
          }
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <ConversationList
            label="Conversations"
            items={list}
            openId={open?.id}
            heading={other}
            badge={(c) => c.unreadCount > 0 && <Badge variant="primary">{c.unreadCount} unread</Badge>}
          >
            {(c) => (
              <>
                <span className="block text-sm text-gray-700">
                  {c.load.cargo} ({c.load.fromLocation} → {c.load.toLocation})
                </span>
                {c.lastMessage && (
                  <span className="mt-1 block truncate text-sm text-muted-foreground">
                    {c.lastMessage.mine ? 'You: ' : ''}
                    {c.lastMessage.body} · {relativeTime(c.lastMessage.createdAt)}
                  </span>
                )}
              </>
            )}
          </ConversationList>
          <div className="flex min-w-0 flex-col gap-3 lg:col-span-2">
            {open ? (
              <>
                <Card>
                  <CardContent className="flex flex-wrap items-center justify-between gap-2 pt-6 text-sm">
                    <span>
                      {open.load.cargo} ({open.load.fromLocation} → {open.load.toLocation})
                    </span>
                    <Link className="font-medium text-primary underline" to={pageOf(open, owner)}>
                      {open.shipmentId ? 'Open the shipment' : 'Open the load'}
                    </Link>
                  </CardContent>
                </Card>
                <ConversationPanel
                  key={open.id}
                  quoteId={open.quoteId}
                  conversation={open}
                  {...(owner ? { transporterId: open.transporter.id } : {})}
                  otherPartyName={other(open)}
                />
              </>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}

function pageOf(c: Conversation, owner: boolean): string {
  const base = owner ? '/dashboard/cargo-owner' : '/dashboard/transporter';
  return c.shipmentId && c.stage !== 'closed'
    ? `${base}/shipment/${c.shipmentId}`
    : `${base}/quote/${c.quoteId}`;
}
