import { formatDateTime } from '@njira/domain';
import { Flag } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { EarlierMessages } from '../../components/messages/earlier-messages.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { threadMessages } from '../../lib/messages/get-messages.ts';
import { useReportedConversations, useReportedMessages } from './api/get-reported.ts';
import { ConversationList, OPEN_PARAM } from './conversation-list.tsx';

/**
 * Admin: Reported messages (ADR 025). Only conversations in which a party reported a message are
 * listed or readable; every other conversation stays between its two parties.
 */
export function ReportedMessagesPage() {
  const handle = useRouteHandle();
  const reported = useReportedConversations();
  const [params] = useSearchParams();
  const list = reported.data ?? [];
  const openId = params.get(OPEN_PARAM) ?? list[0]?.id ?? null;
  const open = list.find((c) => c.id === openId) ?? null;

  return (
    <>
      <PageHeader title={handle?.title ?? 'Reported messages'} description={handle?.description} />
      {reported.isPending ? (
        <p className="text-sm text-muted-foreground">Loading reported conversations…</p>
      ) : reported.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Reported conversations could not be loaded. Please try again.
        </p>
      ) : list.length === 0 ? (
        <EmptyState icon={Flag} title="No reported messages" description="Nothing has been reported." />
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <ConversationList
            label="Reported conversations"
            items={list}
            openId={open?.id}
            heading={(c) => `${c.owner.companyName} ↔ ${c.transporter.companyName}`}
            badge={(c) => <Badge variant="warning">{c.reportedCount} reported</Badge>}
          >
            {(c) => (
              <>
                <span className="block text-sm text-gray-700">
                  {c.load.cargo} ({c.load.fromLocation} → {c.load.toLocation})
                </span>
                <span className="block text-xs text-muted-foreground">
                  Last reported {formatDateTime(c.lastReportedAt)}
                </span>
              </>
            )}
          </ConversationList>
          <div className="min-w-0 lg:col-span-2">{open && <ReportedThread conversationId={open.id} />}</div>
        </div>
      )}
    </>
  );
}

function ReportedThread({ conversationId }: { conversationId: string }) {
  const thread = useReportedMessages(conversationId);
  const messages = threadMessages(thread.data?.pages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Conversation</CardTitle>
      </CardHeader>
      <CardContent>
        {thread.isPending ? (
          <p className="text-sm text-muted-foreground">Loading messages…</p>
        ) : (
          <div className="flex flex-col gap-3">
            <EarlierMessages thread={thread} />
            <ol aria-label="Messages" className="flex flex-col gap-3">
              {messages.map((m) => (
                <li
                  key={m.id}
                  className={cn(
                    'rounded-lg border p-3',
                    m.reportedAt ? 'border-amber-400 bg-amber-50' : 'border-border',
                  )}
                >
                  <p className="text-xs text-muted-foreground">
                    {m.senderName} · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  </p>
                  <p className="mt-1 text-sm whitespace-pre-wrap break-words text-gray-900">{m.body}</p>
                  {m.reportedAt && (
                    <p className="mt-2 text-sm font-medium text-amber-900">
                      Reported {formatDateTime(m.reportedAt)}: {m.reportReason}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
