import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { silentLogger } from '../../../src/main/common/logger';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import {
  chatGroupHandlers,
  groupNameOf,
  membersOf,
} from '../../../src/main/core/handlers/chat-groups';
import { type SessionService } from '../../../src/main/core/session-service';
import { type ChatSession } from '../../../src/shared/interface';
import { startContract, type Contract } from '../../contract/harness';

/** Group chats and drafts in main: registry → handler → real API client → the simulator. */
let contract: Contract;
beforeAll(async () => {
  contract = await startContract();
});
afterAll(() => contract.close());

/** The group calls as main runs them, for the user account. */
async function groupSetup() {
  const client: ApiClient = await contract.signIn('user');
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
  } as unknown as SessionService;
  const handlers = chatGroupHandlers({ session } as HandlerContext) as Handlers;
  const registry = createHandlerRegistry<string>({
    handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  const dispatch = (call: string, args?: unknown) => registry.dispatch(call, args, 'w');
  return { dispatch, client };
}

const session = (fields: Partial<ChatSession>): ChatSession => ({
  oid: '1',
  objectType: 'XCCChatSession',
  commonName: 'Chat ',
  participants: [],
  ...fields,
});

describe('a group’s name, each reading of what the server sends', () => {
  it('is the participant that is not a person (the guide’s example)', () => {
    const read = groupNameOf(
      session({
        participants: [
          { commonName: 'Group1', oid: '2', objectType: 'X1Object' },
          { commonName: 'Ann', oid: '3', objectType: 'Person' },
        ],
      }),
      silentLogger,
    );
    expect(read).toBe('Group1');
  });

  it('is the session’s name when that is not the generated form', () => {
    expect(groupNameOf(session({ commonName: 'Sales floor' }), silentLogger)).toBe('Sales floor');
    expect(groupNameOf(session({ commonName: 'Chat Ann <-> Bob' }), silentLogger)).toBeUndefined();
    expect(groupNameOf(session({ commonName: 'Chat ' }), silentLogger)).toBeUndefined();
  });

  it('takes members by person, or by a user profile that is a person', () => {
    expect(
      membersOf(
        [
          { person: { commonName: 'Ann', oid: '3', objectType: 'Person' }, admin: true },
          { userProfile: { commonName: 'Bob', oid: '4', objectType: 'Person' } },
          { userProfile: { commonName: 'carl', oid: '5', objectType: 'UserProfile' } },
        ],
        silentLogger,
      ),
    ).toEqual([
      { person: '3', name: 'Ann', admin: true },
      { person: '4', name: 'Bob', admin: false },
    ]);
  });
});

describe('chat.createGroup, chat.group', () => {
  it('creates the group with its members, and says who could not be added', async () => {
    const { dispatch, client } = await groupSetup();
    const pick = async (userName: string) => {
      const found = await client.users.list({ where: { userName }, include: ['person'] });
      const entry = found.items[0]!;
      return { oid: entry.oid, person: entry.person!.oid, name: entry.person!.commonName };
    };
    const a = await pick('colleague4');
    const b = await pick('colleague5');
    const result = await dispatch('chat.createGroup', {
      name: 'Project X',
      members: [
        { user: a.oid, person: a.person },
        { user: b.oid, person: b.person },
        { user: '999999998', person: '999999999' },
      ],
    });
    if (!result.ok) throw new Error(result.error.sentence);
    const { group, notAdded } = result.value as {
      group: { session: string; name: string; members: { name: string }[] };
      notAdded: { person: string; sentence: string }[];
    };
    expect(group.name).toBe('Project X');
    expect(group.members.map((m) => m.name)).toEqual([expect.any(String), a.name, b.name]);
    expect(notAdded).toEqual([{ person: '999999999', sentence: expect.any(String) }]);
    expect(await dispatch('chat.group', { session: group.session })).toMatchObject({
      ok: true,
      value: { name: 'Project X' },
    });
  });

  it('refuses an empty name before asking the server', async () => {
    const { dispatch } = await groupSetup();
    const result = await dispatch('chat.createGroup', {
      name: ' ',
      members: [{ user: '1', person: '2' }],
    });
    expect(result.ok).toBe(false);
  });
});

describe('chat.draft, chat.setDraft', () => {
  it('sets and reads the draft, and keeps a file another app put in it', async () => {
    const { dispatch } = await groupSetup();
    const draftSession = contract.fixtures.draftChatSession;
    expect(await dispatch('chat.draft', { session: draftSession })).toEqual({
      ok: true,
      value: {
        text: 'Let me check the figures and',
        attachment: { commonName: 'agenda.txt', mimeType: 'text/plain', size: 30 },
      },
    });
    expect(await dispatch('chat.setDraft', { session: draftSession, text: 'New words' })).toEqual({
      ok: true,
    });
    expect(await dispatch('chat.draft', { session: draftSession })).toMatchObject({
      ok: true,
      value: { text: 'New words', attachment: { commonName: 'agenda.txt' } },
    });
  });
});
