import { type Tenant } from '../../shared/interface';
import { addChatSession, directSessionName } from '../store/factory';
import { type ChatSessionRecord } from '../store/types';
import { type People, type SeedContext } from './people';

export interface ChatSessions {
  /** user ↔ colleague1: the fixture session. */
  main: ChatSessionRecord;
  disabled: ChatSessionRecord;
  external: ChatSessionRecord;
  /** The group "Team": the user, colleagues 1–3. */
  team: ChatSessionRecord;
  /** A session where the user left a draft with a file (as if on another device). */
  withDraft: ChatSessionRecord;
  /** Every session with a weight: how often it gets a seeded message. */
  weighted: { session: ChatSessionRecord; weight: number }[];
}

export function seedChatSessions(ctx: SeedContext, tenant: Tenant, people: People): ChatSessions {
  const { store } = ctx;
  const { user, admin, master, colleagues } = people;
  const direct = (a: typeof user, b: typeof user, disabled = false) =>
    addChatSession(store, {
      tenantOid: tenant.oid,
      commonName: directSessionName(a, b),
      members: [a, b],
      disabled,
    });
  const userSessions = colleagues.slice(0, 8).map((c) => direct(user, c));
  const main = userSessions[0] as ChatSessionRecord;
  const withAdmin = direct(user, admin);
  // A group named "Team" (chats_group_create.html: the name is a participant of its own); its
  // session name is the platform's generated "Chat A <-> B …", which the app never shows.
  const teamMembers = [user, ...colleagues.slice(0, 3)];
  const team = addChatSession(store, {
    tenantOid: tenant.oid,
    commonName: `Chat ${teamMembers.map((m) => m.person.commonName).join(' <-> ')}`,
    members: teamMembers,
    sessionType: 'group',
    groupName: 'Team',
    admins: [colleagues[0] ?? user],
  });
  const disabled = direct(user, colleagues[8] ?? user, true);
  const external = addChatSession(store, {
    tenantOid: tenant.oid,
    commonName: 'Website chat',
    members: [user],
    guests: [people.unknownVisitor],
    sessionType: 'external',
  });
  const withDraft = userSessions[7] ?? main;
  // A draft the user left elsewhere (the vendor's app): text and a file, on the server.
  const agenda = Buffer.from('Agenda\n1. Figures\n2. Planning\n', 'utf8');
  const agendaFile = {
    oid: store.newOid(),
    objectType: 'Attachment',
    commonName: 'agenda.txt',
    originalLocation: 'agenda.txt',
    mimeType: 'text/plain',
    hasThumbnail: false,
    size: agenda.length,
  };
  store.attachments.set(agendaFile.oid, { tenantOid: tenant.oid, value: agendaFile });
  store.attachmentContents.set(agendaFile.oid, agenda);
  store.concepts.set(`${withDraft.oid}|${user.oid}`, {
    text: 'Let me check the figures and',
    attachment: { value: agendaFile, contents: agenda },
  });
  const adminMaster = direct(admin, master);
  const colleaguesOnly = direct(colleagues[1] ?? user, colleagues[2] ?? user);
  return {
    main,
    disabled,
    external,
    team,
    withDraft,
    weighted: [
      { session: main, weight: 6 },
      ...userSessions.slice(1).map((session) => ({ session, weight: 2 })),
      { session: withAdmin, weight: 2 },
      { session: team, weight: 4 },
      { session: disabled, weight: 1 },
      { session: external, weight: 1 },
      { session: adminMaster, weight: 1 },
      { session: colleaguesOnly, weight: 1 },
    ],
  };
}
