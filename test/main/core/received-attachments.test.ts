import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { cleanMimeType, imageTypeOf } from '../../../src/main/core/handlers/message-files';
import { RECEIVED_ATTACHMENT_LIMIT_BYTES } from '../../../src/shared/contract/chat-calls';
import { chatMessageResponseSchema, type AttachmentContents } from '../../../src/shared/interface';
import { encodePng } from '../../../src/simulator/seed/png';
import { simulatorEvent, startContract, type Contract } from '../../contract/harness';
import { chatSetup } from './chat-setup';

/** Files other people sent: fetched by main when shown or saved, checked, and kept nowhere. */
let contract: Contract;
let profileDir: string;
beforeAll(async () => {
  contract = await startContract();
  profileDir = await mkdtemp(join(tmpdir(), 'sb-received-'));
});
afterAll(async () => {
  await contract.close();
  await rm(profileDir, { recursive: true, force: true });
});

const photo = encodePng(8, 6, (x, y) => [x * 30, y * 40, 128]);

/** A message from the other party of the main session, through the simulator's control API. */
async function receive(file: { commonName: string; mimeType: string; bytes: Buffer }) {
  const session = contract.fixtures.chatSession;
  const answer = await simulatorEvent(contract, {
    type: 'incomingChat',
    chatSession: session,
    attachment: {
      commonName: file.commonName,
      mimeType: file.mimeType,
      contentsB64String: file.bytes.toString('base64'),
    },
  });
  const { object } = chatMessageResponseSchema.parse(answer);
  return { oid: object.attachments![0]!.oid, session, message: object.oid };
}

const refusedWith = (sentence: string) => ({ ok: false, error: { sentence } });
const notAnImage = "This file isn't an image Switchboard can show. Save it to open it.";

describe('a received image', () => {
  it('is previewed from the server: only its type and bytes reach the page, nothing is kept', async () => {
    const { dispatch } = await chatSetup(contract, profileDir);
    const address = await receive({ commonName: 'photo.png', mimeType: 'image/png', bytes: photo });
    expect(await dispatch('chat.attachment', address)).toEqual({
      ok: true,
      value: { mimeType: 'image/png', contentsB64String: photo.toString('base64') },
    });
    // Nothing was written to the profile for it.
    const written = await readdir(profileDir, { recursive: true });
    expect(written.filter((f) => f.includes(address.oid))).toEqual([]);
  });

  it('is previewed as what its bytes are, and refused when they are no such image', async () => {
    const { dispatch } = await chatSetup(contract, profileDir);
    const renamed = await receive({ commonName: 'a.jpg', mimeType: 'image/jpeg', bytes: photo });
    expect(await dispatch('chat.attachment', renamed)).toMatchObject({
      ok: true,
      value: { mimeType: 'image/png' },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [commonName, mimeType] of [
      ['drawing.svg', 'image/svg+xml'],
      ['fake.png', 'image/png'],
    ] as const) {
      const address = await receive({ commonName, mimeType, bytes: svg });
      expect(await dispatch('chat.attachment', address)).toMatchObject(refusedWith(notAnImage));
    }
  });
});

describe('a received file of another kind', () => {
  it('is saved with the server name and a cleaned type, and not previewed', async () => {
    const { dispatch, saved } = await chatSetup(contract, profileDir);
    const bytes = Buffer.from('%PDF-1.4 quarterly figures');
    const address = await receive({
      commonName: 'Q3/report.pdf',
      mimeType: 'Application/PDF; charset=binary',
      bytes,
    });
    expect(await dispatch('chat.saveAttachment', address)).toEqual({
      ok: true,
      value: { saved: true },
    });
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ fileName: 'Q3_report.pdf', mimeType: 'application/pdf' });
    expect(Buffer.from(saved[0]!.bytes)).toEqual(bytes);
    expect(await dispatch('chat.attachment', address)).toMatchObject(refusedWith(notAnImage));
  });

  it('that is gone, or was never there, says so', async () => {
    const { dispatch } = await chatSetup(contract, profileDir);
    const { chatSession, chatMessage } = contract.fixtures;
    const gone = refusedWith('This file is no longer on the server.');
    const address = { oid: '123456789', session: chatSession, message: chatMessage };
    expect(await dispatch('chat.saveAttachment', address)).toMatchObject(gone);
    // The message's file is another one than the page asked for.
    const other = await receive({ commonName: 'b.txt', mimeType: 'text/plain', bytes: photo });
    expect(
      await dispatch('chat.saveAttachment', { ...other, oid: contract.fixtures.chatMessage }),
    ).toMatchObject(gone);
    // An address that names no message is refused before anything is sent.
    expect(await dispatch('chat.attachment', { oid: '1' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
  });
});

describe("the server's answer is checked before it is used", () => {
  const address = { oid: '77', session: '5', message: '6' };
  const answering = (answer: Partial<AttachmentContents>) =>
    ({
      chats: {
        attachment: () =>
          Promise.resolve({
            oid: '77',
            objectType: 'Attachment',
            commonName: 'big.png',
            mimeType: 'image/png',
            size: 8,
            contentsB64String: photo.toString('base64'),
            ...answer,
          }),
      },
    }) as unknown as ApiClient;

  it('refuses a file over the limit, by its stated size or by its contents', async () => {
    const tooLarge = refusedWith('This file is larger than 10 MB, more than Switchboard fetches.');
    const overLimit = 'A'.repeat(Math.ceil(RECEIVED_ATTACHMENT_LIMIT_BYTES / 3) * 4 + 4);
    for (const answer of [
      { size: RECEIVED_ATTACHMENT_LIMIT_BYTES + 1 },
      { contentsB64String: overLimit },
    ]) {
      const { dispatch, saved } = await chatSetup(contract, profileDir, 'user', answering(answer));
      expect(await dispatch('chat.attachment', address)).toMatchObject(tooLarge);
      expect(await dispatch('chat.saveAttachment', address)).toMatchObject(tooLarge);
      expect(saved).toEqual([]);
    }
  });

  it('refuses contents that are not base64', async () => {
    const { dispatch } = await chatSetup(
      contract,
      profileDir,
      'user',
      answering({ contentsB64String: 'iVBOR w0K!' }),
    );
    expect(await dispatch('chat.attachment', address)).toMatchObject(
      refusedWith("The server sent this file in a form Switchboard can't read."),
    );
  });
});

describe('types', () => {
  it.each([
    ['image/PNG', 'image/png'],
    ['text/plain; charset=utf-8', 'text/plain'],
    ['application/vnd.ms-excel', 'application/vnd.ms-excel'],
    ['text/html\r\nX-Evil: 1', 'application/octet-stream'],
    ['', 'application/octet-stream'],
    ['png', 'application/octet-stream'],
    ['../../etc', 'application/octet-stream'],
  ])('%j is given to a save as %j', (claimed, clean) => {
    expect(cleanMimeType(claimed)).toBe(clean);
  });

  it('recognises PNG, JPEG, GIF and WebP by their bytes, and nothing else', () => {
    const riff = (kind: string) =>
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from(kind)]);
    expect(imageTypeOf(photo)).toBe('image/png');
    expect(imageTypeOf(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a\x01\x00'))).toBe('image/gif');
    expect(imageTypeOf(riff('WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(riff('WAVEfmt '))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});
