import { z } from 'zod';
import {
  commentSchema,
  listEnvelope,
  objectBase,
  oidSchema,
  referenceSchema,
  singleEnvelope,
  timestampSchema,
} from './primitives';

/** 2.3 */
export const addresseeSchema = z.looseObject({
  ...objectBase,
  commonName: z.string(),
  role: z.string(),
  address: z.string().optional(),
  addressable: referenceSchema.extend({ iconId: z.string().optional() }).optional(),
  addresseeLabel: z.string().optional(),
  person: referenceSchema.optional(),
});
export type Addressee = z.infer<typeof addresseeSchema>;

/** 2.4; `hasThumbnail` is absent in report results and audio files. */
export const attachmentSchema = z.looseObject({
  ...objectBase,
  commonName: z.string(),
  originalLocation: z.string().optional(),
  mimeType: z.string(),
  hasThumbnail: z.boolean().optional(),
  size: z.number().int().nonnegative(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/**
 * Beyond the interface (guide: chats_get_attachment.html): an attachment with its file, base64 in
 * `contentsB64String`. The platform serves binaries of at most 10 MB and answers 500/11000 for a
 * larger one; the reader decides what it accepts, so no bound here.
 */
export const attachmentContentsSchema = attachmentSchema.extend({
  contentsB64String: z.string(),
});
export type AttachmentContents = z.infer<typeof attachmentContentsSchema>;
export const attachmentContentsResponseSchema = singleEnvelope(attachmentContentsSchema);

/** 2.2 `original`: the message a reply answers. */
export const originalMessageSchema = z.looseObject({
  ...objectBase,
  participants: z.array(addresseeSchema),
});

/**
 * 2.2 Chat message (objectType XCCUserChat). Fields the app relies on are required; the rest
 * of the table is optional so that a server omitting a rarely used field is not an error.
 */
export const chatMessageSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCUserChat'),
  commonName: z.string(),
  subject: z.string(),
  date: timestampSchema,
  contents: commentSchema.optional(),
  durationSec: z.number().int().optional(),
  incoming: z.boolean(),
  displayed: z.boolean().optional(),
  displayedUser: z.string().optional(),
  flagged: z.boolean().optional(),
  forwarded: z.boolean().optional(),
  processed: z.boolean().optional(),
  recordingStatus: z.string().optional(),
  hasAttachment: z.boolean(),
  hasInlineAttachment: z.boolean().optional(),
  hasMessageReference: z.boolean().optional(),
  contentSummary: z.string().optional(),
  contentSummaryIsComplete: z.boolean().optional(),
  participants: z.array(addresseeSchema),
  attachments: z.array(attachmentSchema).optional(),
  voicemail: z.boolean().optional(),
  voicemailIsHeard: z.boolean().optional(),
  callId: z.string().optional(),
  callFlowId: z.string().optional(),
  phone: z.string().optional(),
  trunk: z.string().optional(),
  id: z.string().optional(),
  isConferenceCall: z.boolean().optional(),
  callAnswerTimeSec: z.number().int().optional(),
  onHoldDuration: z.number().int().optional(),
  wrapUpTime: z.number().int().optional(),
  phoneLine: referenceSchema.optional(),
  chatSessionType: z.string().optional(),
  messagingAppTemplateCategory: z.string().optional(),
  original: originalMessageSchema.optional(),
  transferredFromName: z.string().optional(),
  transferredToName: z.string().optional(),
  chatSession: referenceSchema,
  afterCallType: z.string().optional(),
  packetsLog: z.array(z.unknown()).optional(),
  /**
   * The sender's `clientId` (model/XCCChat.html: "the client may set this ID in order to be able
   * to recognize it later"), where the server returns it; the guide's chat message examples do
   * not show it (docs/decisions.md).
   */
  clientId: z.string().nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageResponseSchema = singleEnvelope(chatMessageSchema);
export const chatMessageListSchema = listEnvelope(chatMessageSchema);

/**
 * 2.5 Chat session. `sessionType` (external) is from the interface; `enabled` is beyond it,
 * implied by error 10066.
 */
export const chatSessionSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCChatSession'),
  commonName: z.string(),
  participants: z.array(referenceSchema),
  sessionType: z.string().optional(),
  /** Nothing can be sent into a disabled session (guide: model/XCCChatSession.html). */
  disabled: z.boolean().optional(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;
export const chatSessionResponseSchema = singleEnvelope(chatSessionSchema);

/** 4.2 inline attachment: the file itself, base64-encoded. */
export const inlineAttachmentSchema = z.object({
  originalLocation: z.string(),
  commonName: z.string(),
  mimeType: z.string(),
  contentsB64String: z.string(),
});
export type InlineAttachment = z.infer<typeof inlineAttachmentSchema>;
/** 4.2 concept attachment: an attachment already set on the chat concept. */
export const conceptAttachmentSchema = z.object({ oid: oidSchema });
export const outgoingAttachmentSchema = z.union([inlineAttachmentSchema, conceptAttachmentSchema]);
export type OutgoingAttachment = z.infer<typeof outgoingAttachmentSchema>;

/** 4.2 payload. */
export const sendChatRequestSchema = z.object({
  text: z.string().optional(),
  clientId: z.string().optional(),
  attachment: outgoingAttachmentSchema.optional(),
});
export type SendChatRequest = z.infer<typeof sendChatRequestSchema>;

/** 4.3 payload: text (attachment fields not shown). */
export const chatToAddressableRequestSchema = z.object({
  text: z.string(),
  clientId: z.string().optional(),
});
export type ChatToAddressableRequest = z.infer<typeof chatToAddressableRequestSchema>;

/** 4.5 payload. */
export const replyRequestSchema = z.object({ text: z.string(), clientId: z.string().optional() });
export type ReplyRequest = z.infer<typeof replyRequestSchema>;

/** 4.7 payload. */
export const externalSessionRequestSchema = z.object({
  clientId: z.string().optional(),
  phoneLine: z.object({ oid: oidSchema }),
});
export type ExternalSessionRequest = z.infer<typeof externalSessionRequestSchema>;

/** `GET /addressables?type=chattable` items (beyond the interface). */
export const addressableSchema = z.looseObject({
  ...objectBase,
  commonName: z.string(),
  chattable: z.boolean().optional(),
  iconId: z.string().optional(),
});
export type Addressable = z.infer<typeof addressableSchema>;
export const addressableListSchema = listEnvelope(addressableSchema);
