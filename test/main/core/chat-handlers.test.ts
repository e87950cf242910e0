import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMIT_BYTES } from '../../../src/shared/contract/chat-calls';
import { type Role } from '../../../src/shared/interface';
import { startContract, type Contract } from '../../contract/harness';
import { chatSetup } from './chat-setup';

/** The chat calls end to end in main: registry → handler → real API client → the simulator. */
let contract: Contract;
let profileDir: string;
beforeAll(async () => {
  contract = await startContract();
  profileDir = await mkdtemp(join(tmpdir(), 'sb-chat-'));
});
afterAll(async () => {
  await contract.close();
  await rm(profileDir, { recursive: true, force: true });
});

const setup = (role?: Role) => chatSetup(contract, profileDir, role);

const png = { commonName: 'dot.png', mimeType: 'image/png', originalLocation: 'dot.png' };
const pngB64 = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');

describe('chat.send (4.2)', () => {
  it('sends text and answers the server message', async () => {
    const { dispatch } = await setup();
    const { chatSession } = contract.fixtures;
    const result = await dispatch('chat.send', {
      session: chatSession,
      text: 'Hello <b>there</b>',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { objectType: 'XCCUserChat', subject: 'Hello <b>there</b>', incoming: false },
    });
  });

  it('sends a file, keeps its bytes for a preview and saves it through the platform', async () => {
    const { dispatch, saved } = await setup();
    const attachment = { ...png, contentsB64String: pngB64 };
    const result = await dispatch('chat.send', {
      session: contract.fixtures.chatSession,
      text: '',
      attachment,
    });
    if (!result.ok) throw new Error(result.error.sentence);
    const stored = (result.value as { attachments: { oid: string; size: number }[] })
      .attachments[0]!;
    expect(stored.size).toBe(8);
    const address = {
      oid: stored.oid,
      session: contract.fixtures.chatSession,
      message: (result.value as { oid: string }).oid,
    };
    expect(await dispatch('chat.attachment', address)).toEqual({
      ok: true,
      value: { mimeType: 'image/png', contentsB64String: pngB64 },
    });
    expect(await dispatch('chat.saveAttachment', address)).toEqual({
      ok: true,
      value: { saved: true },
    });
    expect(saved[0]).toMatchObject({ fileName: 'dot.png', mimeType: 'image/png' });
    expect(Buffer.from(saved[0]!.bytes).toString('hex')).toBe('89504e470d0a1a0a');
    // One folder per account, named by a hash: neither server nor user appears in the profile.
    const folders = await readdir(join(profileDir, 'attachments'));
    expect(folders.join()).not.toMatch(/user|127\.0\.0\.1/);
  });

  it('refuses a file over the limit and one that is not base64 before anything is sent', async () => {
    const { dispatch } = await setup();
    const big = 'A'.repeat(Math.ceil(ATTACHMENT_LIMIT_BYTES / 3) * 4 + 4);
    for (const contentsB64String of [big, 'not base64!']) {
      const result = await dispatch('chat.send', {
        session: contract.fixtures.chatSession,
        attachment: { ...png, contentsB64String },
      });
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    }
  });

  it.each([
    ['disabledChatSession', { text: 'hi' }, 10066, 'This chat is closed.'],
    [
      'externalChatSession',
      { attachment: { ...png, contentsB64String: pngB64 } },
      10104,
      "Attachments can't be sent in an external chat.",
    ],
    [
      'chatSession',
      { text: '   ' },
      10203,
      "This message couldn't be sent: it is empty or its attachment couldn't be read.",
    ],
  ] as const)(
    'in %s answers %j with code %d and a sentence',
    async (fixture, body, code, sentence) => {
      const { dispatch } = await setup();
      const result = await dispatch('chat.send', { session: contract.fixtures[fixture], ...body });
      expect(result).toMatchObject({ ok: false, error: { code, sentence } });
    },
  );

  it('names a session that does not exist', async () => {
    const { dispatch } = await setup();
    const result = await dispatch('chat.send', { session: '999999999', text: 'hi' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 10100, sentence: 'This chat no longer exists.' },
    });
  });
});

describe('chat.reply (4.5)', () => {
  it('answers a message; the reply carries the original', async () => {
    const { dispatch } = await setup();
    const { chatSession, chatMessage } = contract.fixtures;
    const result = await dispatch('chat.reply', {
      session: chatSession,
      messageOid: chatMessage,
      text: 'Agreed',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { subject: 'Agreed', original: { oid: chatMessage } },
    });
  });

  it('says so when the original is not in the session, or the chat is closed', async () => {
    const { dispatch } = await setup();
    const { chatSession, disabledChatSession, chatMessage } = contract.fixtures;
    expect(
      await dispatch('chat.reply', { session: chatSession, messageOid: '1', text: 'x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 10203, sentence: 'The message you are replying to no longer exists.' },
    });
    expect(
      await dispatch('chat.reply', {
        session: disabledChatSession,
        messageOid: chatMessage,
        text: 'x',
      }),
    ).toMatchObject({ ok: false, error: { code: 10066, sentence: 'This chat is closed.' } });
  });
});

describe('chat.startWith (4.3)', () => {
  it('reuses the existing session', async () => {
    const { dispatch } = await setup();
    const sent = await dispatch('chat.startWith', {
      addressable: contract.fixtures.chattableAddressable,
      text: 'Hi',
    });
    expect(sent).toMatchObject({
      ok: true,
      value: { chatSession: { oid: contract.fixtures.chatSession } },
    });
  });

  it('explains refusals', async () => {
    const { dispatch } = await setup();
    const { unchattableAddressable, chattableAddressable } = contract.fixtures;
    expect(
      await dispatch('chat.startWith', { addressable: unchattableAddressable, text: 'Hi' }),
    ).toMatchObject({
      ok: false,
      error: { code: 10100, sentence: "This person can't receive chat messages." },
    });
    expect(
      await dispatch('chat.startWith', { addressable: chattableAddressable, text: '  ' }),
    ).toMatchObject({
      ok: false,
      error: { code: 10204, sentence: 'Type a message before sending.' },
    });
  });
});

describe('chat.createExternal (4.7) and chat.phoneLines', () => {
  it('creates a session on a phone line for an administrator', async () => {
    const { dispatch } = await setup('administrator');
    const lines = await dispatch('chat.phoneLines');
    if (!lines.ok) throw new Error(lines.error.sentence);
    const line = (lines.value as { oid: string }[])[0]!;
    const created = await dispatch('chat.createExternal', { phoneLine: line.oid });
    expect(created).toMatchObject({ ok: true, value: { objectType: 'XCCChatSession' } });
  });

  it('refuses a plain user, and names a line that does not exist', async () => {
    const user = await setup('user');
    expect(
      await user.dispatch('chat.createExternal', { phoneLine: contract.fixtures.phoneLine }),
    ).toMatchObject({
      ok: false,
      error: { status: 403, sentence: "You don't have permission to do this." },
    });
    const admin = await setup('administrator');
    expect(await admin.dispatch('chat.createExternal', { phoneLine: '999999999' })).toMatchObject({
      ok: false,
      error: { code: 10100, sentence: 'That phone line no longer exists.' },
    });
  });
});

describe('chat.messages and saving', () => {
  it('pages a session newest first with cursors', async () => {
    const { dispatch } = await setup();
    const page = await dispatch('chat.messages', {
      session: contract.fixtures.chatSession,
      limit: 2,
    });
    expect(page).toMatchObject({
      ok: true,
      value: { items: [{}, {}], previousId: expect.any(String) },
    });
  });

  it('saves bytes the renderer holds with a cleaned name and type', async () => {
    const { dispatch, saved } = await setup();
    const file = {
      ...png,
      commonName: '../../\u202eevil.png',
      mimeType: 'text/html\r\nX: y',
      contentsB64String: pngB64,
    };
    expect(await dispatch('chat.saveAttachment', { file })).toEqual({
      ok: true,
      value: { saved: true },
    });
    expect(saved[0]).toMatchObject({
      fileName: '_.._evil.png',
      mimeType: 'application/octet-stream',
    });
  });
});
