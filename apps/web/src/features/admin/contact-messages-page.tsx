import { type ContactMessageView, formatDateTime } from '@njira/domain';
import { Mail } from 'lucide-react';
import { PageHeader } from '../../components/layouts/page-header.tsx';
import { useRouteHandle } from '../../components/layouts/use-route-handle.ts';
import { Card } from '../../components/ui/card.tsx';
import { useContactMessages } from './api/get-contact-messages.ts';
import { CardQueue } from './card-queue.tsx';

export const CONTACT_MESSAGES_PAGE_SIZE = 20;

function MessageItem({ message }: { message: ContactMessageView }) {
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold break-words text-gray-900">{message.name}</h2>
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(message.createdAt)}
          </time>
        </div>
        <a
          href={`mailto:${message.email}`}
          className="self-start text-sm font-medium break-all text-brand-700 underline-offset-4 hover:underline"
        >
          {message.email}
        </a>
        <p className="text-sm break-words whitespace-pre-line text-gray-800">{message.message}</p>
      </Card>
    </li>
  );
}

/**
 * /dashboard/admin/contact-messages: what visitors sent through the landing page's 'Send us a
 * message' form (issue 40, item 5), newest first; each was also e-mailed to CONTACT_EMAIL.
 */
export function ContactMessagesPage() {
  const handle = useRouteHandle();
  const messages = useContactMessages(CONTACT_MESSAGES_PAGE_SIZE);
  return (
    <>
      <PageHeader title={handle?.title ?? 'Messages from the website'} description={handle?.description} />
      <CardQueue
        query={messages}
        label="Messages from the website"
        noun="messages"
        loading="Loading messages..."
        loadError="Error loading messages"
        empty={{ icon: Mail, title: 'No messages yet' }}
      >
        {(m) => <MessageItem key={m.id} message={m} />}
      </CardQueue>
    </>
  );
}
