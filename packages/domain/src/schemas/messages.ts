import { z } from 'zod';
import { MESSAGE_MAX, REPORT_REASON_MAX } from '../messaging.ts';
import { partySchema } from './quote.ts';
import { textField } from './text.ts';

/** Platform messaging (issue 27, ADR 025): text only, one conversation per load and transporter. */

export const MESSAGE_REQUIRED = 'Please write a message';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX} characters`;
export const REPORT_REASON_REQUIRED = 'Please say what is wrong with this message';

/** POST /api/quotes/:id/messages. The owner names the transporter; a transporter writes in its own. */
export const sendMessageSchema = z.object({
  body: textField('Message', {
    max: MESSAGE_MAX,
    multiline: true,
    required: MESSAGE_REQUIRED,
    tooLong: MESSAGE_TOO_LONG,
  }),
  transporterId: z
    .string()
    .max(100)
    .optional()
    .describe("The transporter the owner writes to (the owner only; a transporter's own is implied)"),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** POST /api/messages/:id/report. */
export const reportMessageSchema = z.object({
  reason: textField('Reason', { max: REPORT_REASON_MAX, multiline: true, required: REPORT_REASON_REQUIRED }),
});
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

/** POST /api/conversations/:id/read: everything up to this message id has been read. */
export const markConversationReadSchema = z.object({
  upTo: z
    .number({ error: 'upTo must be a message id' })
    .int('upTo must be a message id')
    .min(1, 'upTo must be a message id')
    .max(Number.MAX_SAFE_INTEGER, 'upTo must be a message id'),
});

/** GET /api/conversations/:id/messages?before: newest page first, each page oldest to newest. */
export const messagesQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be a message id' })
    .int('before must be a message id')
    .min(1, 'before must be a message id')
    .max(Number.MAX_SAFE_INTEGER, 'before must be a message id')
    .optional(),
});

export const MESSAGES_PAGE_SIZE = 50;

export const messageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  senderId: z.string(),
  /** The sender's company, else their name. */
  senderName: z.string(),
  /** True on the caller's own messages. */
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  /** True when the caller reported this message. */
  reportedByMe: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  /** The transporter's shipment of this load, once booked. */
  shipmentId: z.string().nullable(),
  load: z.object({ cargo: z.string(), fromLocation: z.string(), toLocation: z.string() }),
  owner: partySchema,
  transporter: partySchema,
  lastMessage: z.object({ body: z.string(), createdAt: z.string(), mine: z.boolean() }).nullable(),
  /** The other party's messages the caller has not read. */
  unreadCount: z.number().int(),
  stage: z.enum(['load', 'shipment', 'closed']),
  writable: z.boolean(),
  contactAllowed: z.boolean(),
  readOnlyReason: z.string().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const messagesPageSchema = z.object({
  messages: z.array(messageSchema),
  /** Older messages exist: ask again with `before` = the first id here. */
  hasMore: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** The answer to a send: the stored message and its conversation (made by the first message). */
export const sentMessageSchema = z.object({ message: messageSchema, conversationId: z.string() });
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const unreadMessagesSchema = z.object({ unreadCount: z.number().int() });

/** What an admin sees: only conversations with a reported message, and only those. */
export const reportedConversationSchema = z.object({
  id: z.string(),
  quoteId: z.string(),
  load: z.object({ cargo: z.string(), fromLocation: z.string(), toLocation: z.string() }),
  owner: partySchema,
  transporter: partySchema,
  reportedCount: z.number().int(),
  lastReportedAt: z.string(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const adminMessageSchema = messageSchema.extend({
  reportedAt: z.string().nullable(),
  reportReason: z.string().nullable(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;
