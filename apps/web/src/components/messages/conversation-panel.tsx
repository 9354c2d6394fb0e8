import { type Conversation, formatMessageTime, MESSAGE_MAX, type Message } from '@njira/domain';
import { MessageSquare } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { threadMessages, useMessages } from '../../lib/messages/get-messages.ts';
import { useMarkConversationRead } from '../../lib/messages/mark-conversation-read.ts';
import { useSendMessage } from '../../lib/messages/send-message.ts';
import { Button } from '../ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.tsx';
import { Label } from '../ui/label.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { EarlierMessages } from './earlier-messages.tsx';
import { ReportMessageButton } from './report-message-button.tsx';

export interface ConversationPanelProps {
  /** The load the conversation is about (where a message is sent). */
  quoteId: string;
  /** The conversation, once there is one (the first message makes it). */
  conversation: Conversation | null;
  /** The owner names the transporter it writes to; a transporter writes in its own. */
  transporterId?: string;
  /** Who is on the other side, for the heading ("Messages with …"). */
  otherPartyName: string;
  /** Shown while nothing has been said yet. */
  emptyHint?: string;
  /** The panel's heading level and text; default "Messages with {other}". */
  title?: string;
}

/**
 * A conversation between a load's owner and one transporter (ADR 025): the messages, newest at the
 * bottom, and a labelled box to write in. A refusal (contact details before acceptance, too many
 * messages) is said under the box and the typed text stays. New messages arrive through the live
 * events, which refresh the thread; what is on screen is marked read. It opens on the newest 50;
 * "Show earlier messages" loads the 50 before, as often as there are more.
 */
export function ConversationPanel({
  quoteId,
  conversation,
  transporterId,
  otherPartyName,
  emptyHint = 'No messages yet.',
  title,
}: ConversationPanelProps) {
  const conversationId = conversation?.id ?? null;
  const thread = useMessages(conversationId);
  const messages = threadMessages(thread.data?.pages);
  const send = useSendMessage(quoteId);
  const markRead = useMarkConversationRead();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const listRef = useRef<HTMLOListElement>(null);
  const readUpTo = useRef(0);

  const last = messages.at(-1);
  const unread = conversation?.unreadCount ?? 0;
  // Whatever is on screen is read: once per newest message of the other party.
  useEffect(() => {
    if (!conversationId || !last || last.mine || unread === 0 || readUpTo.current >= last.id) return;
    readUpTo.current = last.id;
    markRead.mutate({ conversationId, upTo: last.id });
  }, [conversationId, last, unread, markRead]);

  // Newest at the bottom: keep the list scrolled there as messages arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list && last) list.scrollTop = list.scrollHeight;
  }, [last]);

  const writable = conversation ? conversation.writable : true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = text.trim();
    if (body === '') {
      setError('Please write a message');
      return;
    }
    setError(null);
    try {
      await send.mutateAsync(transporterId ? { body, transporterId } : { body });
      setText('');
    } catch (err) {
      // The text stays: the person fixes it (a phone number held back) or sends it later.
      setError(errorMessage(err, 'The message was not sent. Please try again.'));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <MessageSquare className="size-4" aria-hidden="true" />
          {title ?? `Messages with ${otherPartyName}`}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {messages.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {thread.isLoading ? 'Loading messages…' : emptyHint}
          </p>
        ) : (
          <>
            <EarlierMessages thread={thread} />
            <ol
              ref={listRef}
              aria-label={`Messages with ${otherPartyName}`}
              className="flex max-h-96 flex-col gap-3 overflow-y-auto"
            >
              {messages.map((m) => (
                <MessageItem key={m.id} message={m} />
              ))}
            </ol>
          </>
        )}
        {writable ? (
          <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-2">
            <Label htmlFor={fieldId}>Message</Label>
            <Textarea
              id={fieldId}
              rows={3}
              maxLength={MESSAGE_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <div className="flex justify-end">
              <Button type="submit" size="sm" loading={send.isPending}>
                Send
              </Button>
            </div>
          </form>
        ) : (
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            {conversation?.readOnlyReason}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function MessageItem({ message }: { message: Message }) {
  return (
    <li className={message.mine ? 'flex flex-col items-end' : 'flex flex-col items-start'}>
      <div
        className={
          message.mine
            ? 'max-w-[85%] rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground'
            : 'max-w-[85%] rounded-lg bg-muted px-3 py-2 text-sm text-gray-900'
        }
      >
        <p className="whitespace-pre-wrap break-words">{message.body}</p>
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>{message.mine ? 'You' : message.senderName}</span>
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {!message.mine &&
          (message.reportedByMe ? <span>Reported</span> : <ReportMessageButton messageId={message.id} />)}
      </p>
    </li>
  );
}
