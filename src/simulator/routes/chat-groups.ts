import { z } from 'zod';
import {
  asStored,
  characterCount,
  conceptSetRequestSchema,
  groupCreateRequestSchema,
  groupParticipantAddSchema,
  ServiceCode,
  TEXT_MAX_CHARACTERS,
  type GroupParticipant,
} from '../../shared/interface';
import { ok, noContent, type AuthedContext, type Handler } from '../context';
import { single, unpagedList } from '../envelope';
import { badRequest, notFound, parseInput, SimError } from '../errors';
import { addChatSession, addGroupMember } from '../store/factory';
import { type ChatSessionRecord, type UserRecord } from '../store/types';
import { BASE64, inlineDraft, memberSession, sessionView } from './chats';

/**
 * Group chats and concepts (drafts), beyond the interface: the guide's chats_group_create.html,
 * chats_group_get_participants.html, chats_concept_get.html, chats_concept_set.html and
 * chats_get_concept_attachment.html; adding a member is not in the guide (docs/decisions.md).
 */

/** The longest group name taken (the guide states none; a session name's column). */
export const GROUP_NAME_MAX = 255;

const createBody = groupCreateRequestSchema.extend({
  name: z.string().trim().min(1, 'a group needs a name').max(GROUP_NAME_MAX),
});

/** `POST /chats/group`: a new group with the caller as its only member and its administrator. */
const createGroup: Handler = (ctx) => {
  if (ctx.body === undefined) throw badRequest('group chat: no payload', ServiceCode.NoContents);
  const { name } = parseInput(createBody, ctx.body, 'group chat');
  const session = addChatSession(ctx.state.store, {
    tenantOid: ctx.tenant.oid,
    // The platform's generated name ("Chat " in the guide's example), not the group's name.
    commonName: `Chat ${ctx.user.person.commonName}`,
    members: [ctx.user],
    sessionType: 'group',
    groupName: asStored(name),
    admins: [ctx.user],
  });
  return ok(single(sessionView(session), `${ctx.url.base}/chats/${session.oid}`));
};

/** A group session the caller is a member of, or 404/10100. */
function memberGroup(ctx: AuthedContext): ChatSessionRecord {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  if (session.sessionType !== 'group') throw notFound(`group chat ${session.oid}`);
  return session;
}

function participantView(session: ChatSessionRecord, user: UserRecord): GroupParticipant {
  return {
    userProfile: { commonName: user.userName, oid: user.oid, objectType: 'UserProfile' },
    person: { ...user.person },
    admin: session.group?.adminUserOids.includes(user.oid) ?? false,
  };
}

/** `GET /chats/group/<oid>/participants`: every member, not paged. */
const groupParticipants: Handler = (ctx) => {
  const session = memberGroup(ctx);
  const { users } = ctx.state.store;
  const data = session.memberUserOids.flatMap((oid) => {
    const user = users.get(oid);
    return user ? [{ object: participantView(session, user) }] : [];
  });
  return ok(unpagedList(ctx.url, data));
};

/** `POST /chats/group/<oid>/participants`: a colleague, named by user profile or person. */
const addGroupParticipant: Handler = (ctx) => {
  const session = memberGroup(ctx);
  if (ctx.body === undefined) throw badRequest('participant: no payload', ServiceCode.NoContents);
  const wanted = parseInput(groupParticipantAddSchema, ctx.body, 'participant');
  const { store } = ctx.state;
  const user = store
    .inTenant(store.usersByTenant, ctx.tenant.oid)
    .items.find(
      (u: UserRecord) =>
        (wanted.userProfile === undefined || u.oid === wanted.userProfile.oid) &&
        (wanted.person === undefined || u.person.oid === wanted.person.oid),
    );
  if (!user || user.disabled) {
    throw notFound(`user ${wanted.userProfile?.oid ?? wanted.person?.oid ?? ''}`);
  }
  addGroupMember(session, user);
  return ok(single(participantView(session, user)));
};

const conceptKey = (ctx: AuthedContext, session: ChatSessionRecord) =>
  `${session.oid}|${ctx.user.oid}`;

/** `GET /chats/<oid>/concept`: the caller's draft; none is answered as an empty object. */
const getConcept: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  const concept = ctx.state.store.concepts.get(conceptKey(ctx, session));
  if (!concept) return ok({ object: {} });
  return ok({
    object: {
      text: concept.text,
      ...(concept.attachment && { attachment: concept.attachment.value }),
    },
  });
};

/**
 * `PUT /chats/<oid>/concept`: sets the whole draft (what the payload lacks is no longer in it);
 * an empty one is removed. Text is stored as Windows-1252, as a message's is.
 */
const setConcept: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  if (ctx.body === undefined) throw badRequest('concept: no payload', ServiceCode.NoContents);
  const request = parseInput(
    conceptSetRequestSchema,
    ctx.body,
    'concept',
    ServiceCode.ChatContentsInvalid,
  );
  const text = request.text ?? '';
  if (characterCount(text) > TEXT_MAX_CHARACTERS) {
    throw new SimError(
      400,
      ServiceCode.ChatContentsInvalid,
      `concept: text exceeds ${TEXT_MAX_CHARACTERS} characters`,
    );
  }
  const { store } = ctx.state;
  const key = conceptKey(ctx, session);
  const previous = store.concepts.get(key);
  if (previous?.attachment) store.attachments.delete(previous.attachment.value.oid);
  let attachment;
  if (request.attachment) {
    if (!BASE64.test(request.attachment.contentsB64String)) {
      throw badRequest(
        'concept: attachment.contentsB64String is not base64',
        ServiceCode.ChatContentsInvalid,
      );
    }
    const { contents, ...fields } = inlineDraft(request.attachment);
    const value = { ...fields, oid: store.newOid(), objectType: 'Attachment' };
    // A 4.2 concept-form attachment names it by this oid.
    store.attachments.set(value.oid, { tenantOid: ctx.tenant.oid, value });
    store.attachmentContents.set(value.oid, contents ?? Buffer.alloc(0));
    attachment = { value, contents: contents ?? Buffer.alloc(0) };
  }
  if (text === '' && !attachment) store.concepts.delete(key);
  else store.concepts.set(key, { text: asStored(text), ...(attachment && { attachment }) });
  return noContent;
};

/** `GET /chats/<oid>/concept/attachment`: the draft's file, base64 in JSON (or 404/10100). */
const conceptAttachment: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  const file = ctx.state.store.concepts.get(conceptKey(ctx, session))?.attachment;
  if (!file) throw notFound(`concept attachment of chat session ${session.oid}`);
  return ok(single({ ...file.value, contentsB64String: file.contents.toString('base64') }));
};

export const chatGroupHandlers = {
  'chats.createGroup': createGroup,
  'chats.groupParticipants': groupParticipants,
  'chats.addGroupParticipant': addGroupParticipant,
  'chats.concept': getConcept,
  'chats.setConcept': setConcept,
  'chats.conceptAttachment': conceptAttachment,
};
