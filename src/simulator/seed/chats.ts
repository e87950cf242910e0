import { type Tenant } from '../../shared/interface';
import { addChatSession, directSessionName } from '../store/factory';
import { type ChatSessionRecord } from '../store/types';
import { type People, type SeedContext } from './people';

export interface ChatSessions {
  /** user ↔ colleague1: the fixture session. */
  main: ChatSessionRecord;
  disabled: ChatSessionRecord;
  external: ChatSessionRecord;
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
  const team = addChatSession(store, {
    tenantOid: tenant.oid,
    commonName: 'Support team',
    members: [user, ...colleagues.slice(0, 4)],
  });
  const disabled = direct(user, colleagues[8] ?? user, true);
  const external = addChatSession(store, {
    tenantOid: tenant.oid,
    commonName: 'Website chat',
    members: [user],
    guests: [people.unknownVisitor],
    sessionType: 'external',
  });
  const adminMaster = direct(admin, master);
  const colleaguesOnly = direct(colleagues[1] ?? user, colleagues[2] ?? user);
  return {
    main,
    disabled,
    external,
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
