import { z } from 'zod';
import {
  chatMessageSchema,
  chatSessionSchema,
  cursorSchema,
  inlineAttachmentSchema,
  oidSchema,
  phoneLineSchema,
} from '../interface';

/**
 * The Conversations calls (4.2, 4.3, 4.5, 4.7 and the reads a chat screen needs). Spread into
 * `userContract.calls` / `userContract.events` in `user-contract.ts`.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/**
 * The largest file one message carries. The server takes bodies up to 8 MiB; base64 grows a file
 * by a third, so 5 MiB (6.7 MiB encoded) leaves room for the text and the envelope.
 */
export const ATTACHMENT_LIMIT_BYTES = 5 * 1024 * 1024;
/** The same limit as the user reads it. */
export const ATTACHMENT_LIMIT_LABEL = '5 MB';

/** A message's text: generous (long pastes are real), bounded so one call can't exhaust main. */
export const CHAT_TEXT_LIMIT = 200_000;

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file as base64 of at most `maxBytes` bytes once decoded. */
function base64File(maxBytes: number, label: string) {
  return z
    .string()
    .max(Math.ceil(maxBytes / 3) * 4, `a file may be at most ${label}`)
    .refine((s) => s.length % 4 === 0 && base64.test(s), 'the file is not base64');
}

/** 4.2 inline attachment as the renderer may hand it to main: a bounded, real base64 file. */
export const chatAttachmentSchema = inlineAttachmentSchema.extend({
  originalLocation: z.string().max(4096),
  commonName: z.string().trim().min(1).max(255),
  mimeType: z.string().min(1).max(255),
  contentsB64String: base64File(ATTACHMENT_LIMIT_BYTES, ATTACHMENT_LIMIT_LABEL),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

const text = z.string().max(CHAT_TEXT_LIMIT);
const clientId = z.string().max(100).optional();

/** A page of a session's messages with the 4.18 cursors (both absent on an empty page). */
export const chatPageSchema = z.object({
  items: z.array(chatMessageSchema),
  previousId: cursorSchema.optional(),
  nextId: cursorSchema.optional(),
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/**
 * The largest file main fetches from the server to preview or save: the platform's own limit
 * for binaries (guide: model.html; it refuses larger ones with 500/11000).
 */
export const RECEIVED_ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;
export const RECEIVED_ATTACHMENT_LIMIT_LABEL = '10 MB';

/**
 * A file of a message on the server: its attachment oid, and the session and message the
 * platform reads it by (guide: chats_get_attachment.html).
 */
export const attachmentAddressSchema = z.object({
  oid: oidSchema,
  session: oidSchema,
  message: oidSchema,
});
export type AttachmentAddress = z.infer<typeof attachmentAddressSchema>;

/**
 * The image types shown as a preview, decoded by the page from bytes main checked. Never SVG:
 * it is a document that can carry script and reach out, not a picture.
 */
export const PREVIEW_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type PreviewMimeType = (typeof PREVIEW_MIME_TYPES)[number];

/** What the page gets to preview a file: an image of a previewable type, nothing else. */
export const imagePreviewSchema = z.object({
  mimeType: z.enum(PREVIEW_MIME_TYPES),
  contentsB64String: base64File(RECEIVED_ATTACHMENT_LIMIT_BYTES, RECEIVED_ATTACHMENT_LIMIT_LABEL),
});
export type ImagePreview = z.infer<typeof imagePreviewSchema>;

export const chatCalls = {
  /** 4.2: text, an inline attachment, or both. */
  'chat.send': call(
    z.object({
      session: oidSchema,
      text: text.optional(),
      clientId,
      attachment: chatAttachmentSchema.optional(),
    }),
    chatMessageSchema,
  ),
  /** 4.5 */
  'chat.reply': call(
    z.object({ session: oidSchema, messageOid: oidSchema, text, clientId }),
    chatMessageSchema,
  ),
  /** A session's messages, newest first, paged like 4.18. */
  'chat.messages': call(
    z.object({
      session: oidSchema,
      before: cursorSchema.optional(),
      after: cursorSchema.optional(),
      limit: z.number().int().min(1).max(1000).optional(),
    }),
    chatPageSchema,
  ),
  /** 4.3: the server resolves (or creates) the one-to-one session with the person. */
  'chat.startWith': call(z.object({ addressable: oidSchema, text, clientId }), chatMessageSchema),
  /**
   * What the server says of a session before anything is typed into it (`GET /chats/<oid>`,
   * guide: chats_get.html): whether it is disabled (nothing can be sent) and its type.
   */
  'chat.session': call(
    z.object({ session: oidSchema }),
    z.object({
      disabled: z.boolean(),
      sessionType: z.string().max(50).optional(),
      /** Who is in it (2.5): the header offers to make the other person a favorite. */
      participants: z
        .array(
          z.object({
            oid: oidSchema,
            commonName: z.string().max(400),
            objectType: z.string().max(100),
          }),
        )
        .max(500)
        .optional(),
    }),
  ),
  'chat.phoneLines': call(
    z.undefined(),
    z.array(phoneLineSchema.pick({ oid: true, commonName: true, number: true })),
  ),
  /** 4.7 */
  'chat.createExternal': call(z.object({ phoneLine: oidSchema, clientId }), chatSessionSchema),
  /**
   * A message's image, for a preview: the bytes this device kept of a file it sent, else the
   * server's. Refused with a sentence when it is not an image of a previewable type (by its
   * bytes, not only its name), is too large, or can't be fetched.
   */
  'chat.attachment': call(attachmentAddressSchema, imagePreviewSchema),
  /**
   * Saves a file through main: a save dialog (Electron) or a download the page makes (browser
   * host). The bytes are a message's file (kept by main or fetched from the server, as
   * `chat.attachment`), or those the renderer holds (`file`, e.g. one still in the outbox).
   * `saved` is false when the user cancelled.
   */
  'chat.saveAttachment': call(
    z.union([attachmentAddressSchema, z.object({ file: chatAttachmentSchema })]),
    z.object({ saved: z.boolean() }),
  ),
} as const;

export const chatEvents = {
  /** Browser host only: the page saves a file itself (a download; no OS dialog there). */
  'host.download': z.object({
    fileName: z.string(),
    mimeType: z.string(),
    contentsB64String: z.string(),
  }),
} as const;
