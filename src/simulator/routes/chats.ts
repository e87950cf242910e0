import { z } from 'zod';
import {
  asStored,
  characterCount,
  externalSessionRequestSchema,
  outgoingAttachmentSchema,
  TEXT_MAX_CHARACTERS,
  ServiceCode,
  type ChatSession,
  type InlineAttachment,
  type ServiceCodeValue,
} from '../../shared/interface';
import { formatTimestamp } from '../clock';
import { ok, type AuthedContext, type Handler } from '../context';
import { pagedList, SELF_LINK_ONLY, single } from '../envelope';
import { badRequest, describeIssues, notFound, parseInput, SimError } from '../errors';
import { isJsonObject } from '../json';
import { datedCursor, takePage } from '../paging';
import { pageRequest, pagingParams } from '../query';
import {
  addChatMessage,
  addChatSession,
  directKey,
  directSessionName,
  partyOfUser,
} from '../store/factory';
import {
  type AddressableRecord,
  type AttachmentDraft,
  type ChatSessionRecord,
  type CommunicationRecord,
  type UserRecord,
} from '../store/types';
import { publishChat } from '../live/events';
import { chatMessage } from '../views/communication';

/** Codes for "no contents", "cannot be decoded", "empty" (section 7 and common wire decisions). */
interface ContentCodes {
  none: ServiceCodeValue;
  undecodable: ServiceCodeValue;
  empty: ServiceCodeValue;
}
const SESSION_CODES: ContentCodes = {
  none: ServiceCode.ChatContentsInvalid,
  undecodable: ServiceCode.ChatContentsInvalid,
  empty: ServiceCode.ChatContentsInvalid,
};
const ADDRESSABLE_CODES: ContentCodes = {
  none: ServiceCode.NoContents,
  undecodable: ServiceCode.ContentsUndecodable,
  empty: ServiceCode.EmptyChatMessage,
};

/** 4.2, 4.3 and 4.5 only: the codes a malformed or missing body gets on those routes. */
export const chatBodyCodes = {
  'chats.send': SESSION_CODES,
  'chats.reply': SESSION_CODES,
  'addressables.chat': ADDRESSABLE_CODES,
} as const;

/** Canonical, padded base64: what an inline attachment's contents must be. */
export const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

interface Contents {
  text: string;
  attachment?: AttachmentDraft;
  /** ChatContents.clientId, kept with the message: its NewChatEvent carries it. */
  clientId?: string;
}

/** The chat-contents checks of 4.2/4.3/4.5, in the documented order, with the route's codes. */
function readContents(ctx: AuthedContext, codes: ContentCodes, allowAttachment: boolean): Contents {
  const { body } = ctx;
  const fail = (code: ServiceCodeValue, message: string) => new SimError(400, code, message);
  if (body === undefined) throw fail(codes.none, 'no chat contents specified');
  if (!isJsonObject(body)) {
    throw fail(codes.undecodable, 'the chat contents cannot be decoded: expected a JSON object');
  }
  const { text, clientId } = body;
  const attachment = allowAttachment ? body.attachment : undefined;
  if (text === undefined && attachment === undefined) {
    throw fail(codes.none, 'no chat contents specified: text is missing');
  }
  if (text !== undefined && typeof text !== 'string') {
    throw fail(codes.undecodable, 'the chat contents cannot be decoded: text must be a string');
  }
  if (clientId !== undefined && typeof clientId !== 'string') {
    throw fail(codes.undecodable, 'the chat contents cannot be decoded: clientId must be a string');
  }
  if (text !== undefined && characterCount(text) > TEXT_MAX_CHARACTERS) {
    throw fail(
      codes.undecodable,
      `the chat contents cannot be decoded: text exceeds ${TEXT_MAX_CHARACTERS} characters`,
    );
  }
  const draft = attachment === undefined ? undefined : readAttachment(ctx, attachment, codes);
  if (!draft && (text ?? '').trim() === '') {
    throw fail(codes.empty, 'an empty chat message cannot be sent');
  }
  // The platform stores text as Windows-1252 (guide: model.html): what it lacks is lost.
  return {
    text: asStored(text ?? ''),
    attachment: draft,
    ...(typeof clientId === 'string' && { clientId }),
  };
}

function readAttachment(ctx: AuthedContext, value: unknown, codes: ContentCodes): AttachmentDraft {
  const undecodable = (why: string) =>
    new SimError(400, codes.undecodable, `the chat contents cannot be decoded: ${why}`);
  const parsed = outgoingAttachmentSchema.safeParse(value);
  if (!parsed.success) throw undecodable(describeIssues(parsed.error, 'attachment'));
  const attachment = parsed.data;
  if ('oid' in attachment) {
    const known = ctx.state.store.attachments.get(attachment.oid);
    if (!known || known.tenantOid !== ctx.tenant.oid) {
      throw undecodable(`attachment.oid ${attachment.oid} names no attachment`);
    }
    const { oid: _oid, objectType: _type, ...draft } = known.value;
    // The new message relates to the same file: its read serves the same bytes.
    const contents = ctx.state.store.attachmentContents.get(attachment.oid);
    return contents ? { ...draft, contents } : draft;
  }
  if (!BASE64.test(attachment.contentsB64String)) {
    throw undecodable('attachment.contentsB64String is not base64');
  }
  return inlineDraft(attachment);
}

/** A 4.2 inline attachment (checked base64) as the store keeps it: its fields and its file. */
export function inlineDraft(attachment: InlineAttachment): AttachmentDraft {
  const contents = Buffer.from(attachment.contentsB64String, 'base64');
  return {
    commonName: attachment.commonName,
    originalLocation: attachment.originalLocation,
    mimeType: attachment.mimeType,
    hasThumbnail: attachment.mimeType.startsWith('image/'),
    size: contents.length,
    contents,
  };
}

/** A session the caller is a member of, or 404/10100. */
export function memberSession(ctx: AuthedContext, oid: string): ChatSessionRecord {
  const session = ctx.state.store.chatSessions.get(oid);
  if (
    !session ||
    session.tenantOid !== ctx.tenant.oid ||
    !session.memberUserOids.includes(ctx.user.oid)
  ) {
    throw notFound(`chat session ${oid}`);
  }
  return session;
}

function requireEnabled(session: ChatSessionRecord): void {
  if (session.disabled) {
    throw new SimError(
      404,
      ServiceCode.ChatSessionDisabled,
      `chat session ${session.oid} is disabled`,
    );
  }
}

function send(
  ctx: AuthedContext,
  session: ChatSessionRecord,
  contents: Contents,
  original?: CommunicationRecord,
) {
  const record = addChatMessage(ctx.state.store, {
    session,
    sender: partyOfUser(ctx.user),
    text: contents.text,
    date: formatTimestamp(ctx.state.clock.nowMs()),
    attachments: contents.attachment ? [contents.attachment] : [],
    original,
    clientId: contents.clientId,
  });
  publishChat(ctx.state, record);
  return ok(single(chatMessage(record, ctx.user.oid)));
}

/** 4.2 */
const sendToSession: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  requireEnabled(session);
  if (
    session.sessionType === 'external' &&
    isJsonObject(ctx.body) &&
    ctx.body.attachment !== undefined
  ) {
    throw badRequest(
      'attachments cannot be sent in an external chat session',
      ServiceCode.AttachmentInExternalChat,
    );
  }
  return send(ctx, session, readContents(ctx, SESSION_CODES, true));
};

/** The user behind a chattable addressable: a colleague who is not the caller. */
function chattablePeer(ctx: AuthedContext, oid: string): UserRecord {
  const addressable = ctx.state.store.addressables.get(oid);
  if (!addressable || addressable.tenantOid !== ctx.tenant.oid) {
    throw notFound(`addressable ${oid}`);
  }
  const peer = addressable.userOid ? ctx.state.store.users.get(addressable.userOid) : undefined;
  if (!addressable.chattable || !peer || peer.disabled || peer.oid === ctx.user.oid) {
    throw new SimError(404, ServiceCode.NotFound, `addressable ${oid} is not chattable`);
  }
  return peer;
}

/** The 1:1 session of the caller with a chattable addressable's user, started if there is none. */
function directSessionWith(ctx: AuthedContext, addressable: string): ChatSessionRecord {
  const peer = chattablePeer(ctx, addressable);
  const { store } = ctx.state;
  return (
    store.directSessions.get(directKey([ctx.user.oid, peer.oid])) ??
    addChatSession(store, {
      tenantOid: ctx.tenant.oid,
      commonName: directSessionName(ctx.user, peer),
      members: [ctx.user, peer],
    })
  );
}

/** 4.3: resolves (or starts) the 1:1 session with the addressable. */
const sendToAddressable: Handler = (ctx) => {
  const session = directSessionWith(ctx, ctx.params.oid ?? '');
  requireEnabled(session);
  return send(ctx, session, readContents(ctx, ADDRESSABLE_CODES, false));
};

/**
 * Beyond the interface (guide: addressables_chat_get.html): the session 4.3 would send into,
 * without sending; a disabled one is answered as it is (its `disabled` says so).
 */
const sessionWithAddressable: Handler = (ctx) => {
  const session = directSessionWith(ctx, ctx.params.oid ?? '');
  return ok(single(sessionView(session), `${ctx.url.base}/chats/${session.oid}`));
};

/** 4.5 */
const reply: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  requireEnabled(session);
  const messageOid = ctx.params.messageOid ?? '';
  const original = ctx.state.store.communications.get(messageOid);
  if (!original || original.chatSession?.oid !== session.oid) {
    throw badRequest(
      `message ${messageOid} not found in chat session ${session.oid}`,
      ServiceCode.ChatContentsInvalid,
    );
  }
  return send(ctx, session, readContents(ctx, SESSION_CODES, false), original);
};

export function sessionView(session: ChatSessionRecord): ChatSession {
  return {
    oid: session.oid,
    objectType: 'XCCChatSession',
    commonName: session.commonName,
    permissions: 'ReadWriteRemove',
    participants: session.participants.map((p) => ({ ...p })),
    sessionType: session.sessionType,
    disabled: session.disabled,
  };
}

/** 4.7: a new external session on a phone line, with an unknown party waiting. */
const createExternal: Handler = (ctx) => {
  const { store } = ctx.state;
  if (ctx.body === undefined)
    throw badRequest('external session: no payload', ServiceCode.NoContents);
  const request = parseInput(externalSessionRequestSchema, ctx.body, 'external session');
  const line = store.phoneLines.get(request.phoneLine.oid);
  if (!line || line.tenantOid !== ctx.tenant.oid)
    throw notFound(`phone line ${request.phoneLine.oid}`);
  const guest: AddressableRecord = {
    oid: store.newOid(),
    tenantOid: ctx.tenant.oid,
    objectType: 'UnknownAddressable',
    commonName: 'External party',
    chattable: false,
  };
  const session = addChatSession(store, {
    tenantOid: ctx.tenant.oid,
    commonName: `External chat on ${line.commonName}`,
    members: [ctx.user],
    guests: [guest],
    sessionType: 'external',
  });
  return ok(single(sessionView(session), `${ctx.url.base}/chats/${session.oid}`));
};

const getSession: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  return ok(single(sessionView(session), `${ctx.url.base}/chats/${session.oid}`));
};

const messagesQuery = z.strictObject(pagingParams);

/** Beyond the interface: a session's messages, paged like 4.18 (newest first by default). */
const listMessages: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  const query = parseInput(messagesQuery, ctx.query ?? {}, 'query');
  const list = ctx.state.store.communications.inSession(session.oid);
  const page = takePage(list, pageRequest(query, 'descending'), {
    find: (oid) => ctx.state.store.communications.get(oid),
    cursor: datedCursor,
  });
  const data = page.items.map((r) => ({
    object: chatMessage(r, ctx.user.oid),
    links: SELF_LINK_ONLY,
  }));
  return ok(pagedList(ctx.url, page, data));
};

const addressablesQuery = z.strictObject({
  ...pagingParams,
  type: z.literal('chattable').optional(),
});

/** Beyond the interface: addressables of the tenant; type=chattable = whom 4.3 accepts. */
const listAddressables: Handler = (ctx) => {
  const { store } = ctx.state;
  const query = parseInput(addressablesQuery, ctx.query ?? {}, 'query');
  const list = store.inTenant(store.addressablesByTenant, ctx.tenant.oid);
  const chattable = (a: AddressableRecord) => {
    const peer = a.userOid ? store.users.get(a.userOid) : undefined;
    return a.chattable && peer !== undefined && !peer.disabled && peer.oid !== ctx.user.oid;
  };
  const page = takePage(list, pageRequest(query, 'ascending'), {
    accept: query.type === 'chattable' ? chattable : undefined,
    find: (oid) => store.addressables.get(oid),
  });
  const data = page.items.map((a) => ({
    object: {
      oid: a.oid,
      objectType: a.objectType,
      commonName: a.commonName,
      chattable: chattable(a),
    },
    links: SELF_LINK_ONLY,
  }));
  return ok(pagedList(ctx.url, page, data));
};

export const chatHandlers = {
  'chats.send': sendToSession,
  'chats.get': getSession,
  'chats.messages': listMessages,
  'chats.reply': reply,
  'chats.createExternal': createExternal,
  'addressables.chat': sendToAddressable,
  'addressables.list': listAddressables,
  'addressables.chatSession': sessionWithAddressable,
};
