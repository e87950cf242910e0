import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../src/main/api';
import { ServiceCode } from '../../src/shared/interface';
import { DEMO_PASSWORD } from '../../src/simulator/seed/people';
import { expectServiceError, startContract, type Contract } from './harness';

/**
 * Group chats and concepts (drafts) against the simulator over HTTP, with the real client:
 * chats_group_create.html, chats_group_get_participants.html, the unpublished add-member call,
 * chats_concept_get.html, chats_concept_set.html, chats_get_concept_attachment.html.
 */
let c: Contract;
let user: ApiClient;
const colleagues: ApiClient[] = [];
const people: { user: string; person: string; name: string }[] = [];

beforeAll(async () => {
  c = await startContract({ size: 120 });
  user = await c.signIn('user');
  for (const name of ['colleague1', 'colleague2', 'colleague3']) {
    colleagues.push(await c.signIn({ userName: name, password: DEMO_PASSWORD }));
    const found = await user.users.list({ where: { userName: name }, include: ['person'] });
    const entry = found.items[0];
    if (!entry?.person) throw new Error(`no person for ${name}`);
    people.push({ user: entry.oid, person: entry.person.oid, name: entry.person.commonName });
  }
});
afterAll(() => c.close());

describe('group chats', () => {
  it('creates a named group, adds three colleagues, and each of them reads a message in it', async () => {
    const group = await user.chatGroups.createGroup('Launch crew');
    expect(group).toMatchObject({ objectType: 'XCCChatSession', sessionType: 'group' });
    // The guide names the group by a participant of its own, beside a generated session name.
    expect(group.participants[0]).toMatchObject({ commonName: 'Launch crew' });
    for (const p of people) {
      await user.chatGroups.addParticipant(group.oid, {
        userProfile: { oid: p.user },
        person: { oid: p.person },
      });
    }
    const members = await user.chatGroups.participants(group.oid);
    expect(members.map((m) => m.person?.commonName)).toEqual([
      expect.any(String),
      ...people.map((p) => p.name),
    ]);
    expect(members.filter((m) => m.admin).length).toBe(1);

    const sent = await user.chats.send(group.oid, { text: 'Welcome, crew' });
    expect(sent.chatSessionType).toBe('group');
    for (const colleague of colleagues) {
      const page = await colleague.chats.messages(group.oid, { limit: 5 });
      expect(page.items.map((m) => m.subject)).toContain('Welcome, crew');
      const session = await colleague.chats.get(group.oid);
      expect(session.sessionType).toBe('group');
    }
  });

  it('serves the seeded group "Team" with its name and members', async () => {
    const team = await user.chats.get(c.fixtures.groupChatSession);
    expect(team.sessionType).toBe('group');
    expect(team.participants.find((p) => p.objectType === 'X1Object')?.commonName).toBe('Team');
    expect(team.commonName).toMatch(/<->/);
    const members = await user.chatGroups.participants(c.fixtures.groupChatSession);
    expect(members).toHaveLength(4);
    // Its messages come from its members, never from the group's own name.
    const page = await user.chats.messages(c.fixtures.groupChatSession, { limit: 50 });
    const persons = new Set(members.map((m) => m.person?.oid));
    for (const message of page.items) {
      const from = message.participants.find((p) => p.role === 'rtFrom');
      expect(persons.has(from?.addressable?.oid)).toBe(true);
    }
  });

  it('refuses a group without a name, and a member who is not a user', async () => {
    await expectServiceError(
      user.chatGroups.createGroup('  '),
      400,
      ServiceCode.ContentsUndecodable,
    );
    const group = await user.chatGroups.createGroup('Solo');
    await expectServiceError(
      user.chatGroups.addParticipant(group.oid, { person: { oid: '999999999' } }),
      404,
      ServiceCode.NotFound,
    );
  });

  it('keeps a group to its members, and 1:1 sessions are no groups', async () => {
    const group = await user.chatGroups.createGroup('Private');
    await expectServiceError(colleagues[0]!.chats.get(group.oid), 404, ServiceCode.NotFound);
    await expectServiceError(
      user.chatGroups.participants(c.fixtures.chatSession),
      404,
      ServiceCode.NotFound,
    );
  });
});

describe('chat concepts (drafts)', () => {
  it('keeps a draft per user and session, on every client, until it is cleared', async () => {
    const session = c.fixtures.chatSession;
    expect((await user.chatGroups.concept(session))?.text ?? '').toBe('');
    await user.chatGroups.setConcept(session, { text: 'Half a thought' });
    // Another client of the same user (another computer) reads it; the other party does not.
    const elsewhere = await c.signIn('user');
    expect((await elsewhere.chatGroups.concept(session))?.text).toBe('Half a thought');
    expect((await colleagues[0]!.chatGroups.concept(session))?.text ?? '').toBe('');
    await elsewhere.chatGroups.setConcept(session, { text: '' });
    expect((await user.chatGroups.concept(session))?.text ?? '').toBe('');
  });

  it('holds a file, readable through the concept attachment page', async () => {
    const session = c.fixtures.chatSession;
    await user.chatGroups.setConcept(session, {
      text: 'with a file',
      attachment: {
        originalLocation: 'note.txt',
        commonName: 'note.txt',
        mimeType: 'text/plain',
        contentsB64String: Buffer.from('hello').toString('base64'),
      },
    });
    const concept = await user.chatGroups.concept(session);
    expect(concept?.attachment).toMatchObject({ commonName: 'note.txt', size: 5 });
    const file = await user.chatGroups.conceptAttachment(session);
    expect(Buffer.from(file.contentsB64String, 'base64').toString()).toBe('hello');
    // 4.2's concept form sends that file by its oid.
    const sent = await user.chats.send(session, { attachment: { oid: file.oid } });
    expect(sent.attachments?.[0]).toMatchObject({ commonName: 'note.txt' });
    await user.chatGroups.setConcept(session, { text: '' });
    await expectServiceError(user.chatGroups.conceptAttachment(session), 404, ServiceCode.NotFound);
  });

  it('refuses text over 4 000 characters, and sessions the user is not in', async () => {
    await expectServiceError(
      user.chatGroups.setConcept(c.fixtures.chatSession, { text: 'x'.repeat(4001) }),
      400,
      ServiceCode.ChatContentsInvalid,
    );
    const group = await user.chatGroups.createGroup('Not yours');
    await expectServiceError(
      colleagues[1]!.chatGroups.setConcept(group.oid, { text: 'hi' }),
      404,
      ServiceCode.NotFound,
    );
  });

  it('serves the seeded draft with a file in its session', async () => {
    const concept = await user.chatGroups.concept(c.fixtures.draftChatSession);
    expect(concept).toMatchObject({
      text: 'Let me check the figures and',
      attachment: { commonName: 'agenda.txt', mimeType: 'text/plain' },
    });
  });
});
