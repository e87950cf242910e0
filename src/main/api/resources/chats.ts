import {
  attachmentContentsResponseSchema,
  chatMessageListSchema,
  chatMessageResponseSchema,
  chatSessionResponseSchema,
  cursorParamsSchema,
  externalSessionRequestSchema,
  replyRequestSchema,
  sendChatRequestSchema,
  type CursorParams,
  type ExternalSessionRequest,
  type Oid,
  type ReplyRequest,
  type SendChatRequest,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type WalkOptions } from '../paging';
import { type Caller } from '../session';
import { checkParams, cursorQuery, fetchObject, fetchPage, walker } from './kit';

/** Chat sessions and their messages: 4.2, 4.5, 4.7 and the reads of design section 4. */
export function chatsApi(call: Caller) {
  const messages = (session: Oid, params?: CursorParams, options?: CallOptions) =>
    fetchPage(call, () => ({
      operation: 'chats.messages',
      params: { oid: session },
      query: cursorQuery(checkParams('chats.messages', cursorParamsSchema, params)),
      response: chatMessageListSchema,
      ...options,
    }));
  return {
    /** 4.2: text, an attachment, or both, into a chat session. */
    send: (session: Oid, message: SendChatRequest, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.send',
        params: { oid: session },
        body: checkParams('chats.send', sendChatRequestSchema, message),
        response: chatMessageResponseSchema,
        ...options,
      })),
    /** 4.5: the answer carries `original`, the message replied to. */
    reply: (session: Oid, messageOid: Oid, reply: ReplyRequest, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.reply',
        params: { oid: session, messageOid },
        body: checkParams('chats.reply', replyRequestSchema, reply),
        response: chatMessageResponseSchema,
        ...options,
      })),
    /**
     * The file of a message (guide: chats_get_attachment.html), as JSON with base64 contents.
     * The platform answers 500/11000 for one over its size limit.
     */
    attachment: (session: Oid, messageOid: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.attachment',
        params: { oid: session, messageOid },
        query: { response_type: 'json' },
        response: attachmentContentsResponseSchema,
        ...options,
      })),
    get: (session: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.get',
        params: { oid: session },
        response: chatSessionResponseSchema,
        ...options,
      })),
    /** Paged like 4.18: newest first by default. */
    messages,
    walkMessages: (session: Oid, params?: CursorParams, options?: WalkOptions) =>
      walker((p?: CursorParams, o?: CallOptions) => messages(session, p, o), 'descending')(
        params,
        options,
      ),
    /** 4.7: needs a phone line (list them with `phoneLines.list`). */
    createExternal: (request: ExternalSessionRequest, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'chats.createExternal',
        body: checkParams('chats.createExternal', externalSessionRequestSchema, request),
        response: chatSessionResponseSchema,
        ...options,
      })),
  };
}
