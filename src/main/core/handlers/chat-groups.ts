import { type ApiClient } from '../../api';
import { consoleLogger, forLog, type Logger } from '../../common/logger';
import { type GroupFacts, type chatGroupCalls } from '../../../shared/contract/chat-group-calls';
import {
  type ChatSession,
  type Concept,
  type GroupParticipant,
  type Oid,
} from '../../../shared/interface';
import { errorInfoOf, type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type GroupCallName = keyof typeof chatGroupCalls;

/** Participants that are people, not the group's own name (the guide's X1Object). */
const PEOPLE = new Set(['Person', 'UnknownAddressable', 'UserProfile', 'Addressable']);

/** The platform's generated session names: "Chat A <-> B", "Chat " (chats_group_create.html). */
const GENERATED_NAME = /^\s*chat\b(?:\s*$|.*<\s*-\s*>)/i;

let sessionShapeLogged = false;
let participantShapeLogged = false;

/**
 * A group's name as the server gives it. The guide's only example names the group by a
 * participant of its own (objectType X1Object) beside a generated "Chat " session name, so each
 * reading is taken: a participant that is not a person, else a session name that is not the
 * platform's generated form. Undefined when neither: the screens name it by its members.
 */
export function groupNameOf(session: ChatSession, log: Logger = consoleLogger): string | undefined {
  if (!sessionShapeLogged) {
    sessionShapeLogged = true;
    const kinds = session.participants.map((p) => p.objectType).join(', ');
    log.info(
      `group session: fields ${Object.keys(session).sort().join(', ')}; participants ${forLog(kinds)}`,
    );
  }
  const named = session.participants.find((p) => !PEOPLE.has(p.objectType));
  if (named && named.commonName.trim() !== '') return named.commonName.trim();
  const name = session.commonName.trim();
  return name !== '' && !GENERATED_NAME.test(name) ? name : undefined;
}

/** The group's members as the screens show them; entries without a person are left out. */
export function membersOf(participants: readonly GroupParticipant[], log: Logger = consoleLogger) {
  const first = participants[0];
  if (!participantShapeLogged && first) {
    participantShapeLogged = true;
    log.info(`group participant: fields ${Object.keys(first).sort().join(', ')}`);
  }
  return participants.flatMap((p) => {
    const person = p.person ?? (p.userProfile?.objectType === 'Person' ? p.userProfile : undefined);
    return person
      ? [{ person: person.oid, name: person.commonName.slice(0, 400), admin: p.admin === true }]
      : [];
  });
}

async function readGroup(client: ApiClient, session: Oid): Promise<GroupFacts> {
  const [chat, participants] = await Promise.all([
    client.chats.get(session),
    client.chatGroups.participants(session),
  ]);
  const name = groupNameOf(chat);
  return {
    session,
    ...(name !== undefined && { name: name.slice(0, 400) }),
    members: membersOf(participants).slice(0, 1000),
  };
}

/** A concept's text and file (named only), as the renderer's draft. */
function draftOf(concept: Concept | undefined) {
  const file = concept?.attachment ?? undefined;
  return {
    text: concept?.text ?? '',
    ...(file && {
      attachment: {
        commonName: file.commonName.slice(0, 400),
        mimeType: file.mimeType.slice(0, 255),
        size: file.size,
      },
    }),
  };
}

export function chatGroupHandlers({ session }: HandlerContext): Pick<Handlers, GroupCallName> {
  return {
    'chat.createGroup': ({ name, members }) =>
      session.withClient(async (client) => {
        const created = await client.chatGroups.createGroup(name);
        const notAdded: { person: string; sentence: string }[] = [];
        // One at a time, in the order chosen: the server's member list keeps that order.
        for (const member of members) {
          try {
            await client.chatGroups.addParticipant(created.oid, {
              userProfile: { oid: member.user },
              person: { oid: member.person },
            });
          } catch (error) {
            const info = errorInfoOf(error, (e) => consoleLogger.warn('group member not added', e));
            notAdded.push({ person: member.person, sentence: info.sentence });
          }
        }
        return { group: await readGroup(client, created.oid), notAdded };
      }),
    'chat.group': ({ session: oid }) => session.withClient((client) => readGroup(client, oid)),
    'chat.draft': ({ session: oid }) =>
      session.withClient(async (client) => draftOf(await client.chatGroups.concept(oid))),
    'chat.setDraft': ({ session: oid, text }) =>
      session.withClient(async (client) => {
        // The concept is set whole: a file another app put in it goes back with the text.
        const concept = await client.chatGroups.concept(oid);
        const file = concept?.attachment
          ? await client.chatGroups.conceptAttachment(oid)
          : undefined;
        await client.chatGroups.setConcept(oid, {
          text,
          ...(file && {
            attachment: {
              originalLocation: file.originalLocation ?? file.commonName,
              commonName: file.commonName,
              mimeType: file.mimeType,
              contentsB64String: file.contentsB64String,
            },
          }),
        });
        return undefined;
      }),
  };
}
