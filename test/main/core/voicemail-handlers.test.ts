import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { recordingOf, voicemailHandlers } from '../../../src/main/core/handlers/voicemail';
import { silentLogger } from '../../../src/main/common/logger';
import { type SaveFileRequest } from '../../../src/main/platform/files';
import { type SessionService } from '../../../src/main/core/session-service';
import { VOICEMAIL_AUDIO_LIMIT_BYTES } from '../../../src/shared/contract/voicemail-calls';
import { t } from '../../../src/shared/i18n';
import { simulatorEvent, startContract, type Contract } from '../../contract/harness';

/** Voicemail in main: registry → handler → client → simulator, and what the page gets. */
let contract: Contract;
let user: ApiClient;
let saves: SaveFileRequest[];
let call: (
  name: string,
  args?: unknown,
) => Promise<{ ok: boolean; value?: unknown; error?: { sentence: string } }>;

beforeAll(async () => {
  contract = await startContract({ size: 20 });
  user = await contract.signIn('user');
  saves = [];
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(user),
  } as unknown as SessionService;
  const platform = {
    files: {
      save: (request: SaveFileRequest) => {
        saves.push(request);
        return Promise.resolve(true);
      },
    },
  };
  const registry = createHandlerRegistry<string>({
    handlers: voicemailHandlers({ session, platform } as unknown as HandlerContext) as Handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  call = (name, args) => registry.dispatch(name, args, 'w');
});
afterAll(() => contract.close());

async function newVoicemail(): Promise<string> {
  const { oid } = (await simulatorEvent(contract, {
    type: 'call',
    direction: 'missed',
    voicemail: true,
  })) as { oid: string };
  return oid;
}

describe('voicemail handlers', () => {
  it('hand the page the recording as audio, and save it under its name', async () => {
    const oid = await newVoicemail();
    const audio = await call('voicemail.audio', { oid });
    expect(audio.ok).toBe(true);
    const { mimeType, contentsB64String } = audio.value as {
      mimeType: string;
      contentsB64String: string;
    };
    expect(mimeType).toBe('audio/wav');
    expect(Buffer.from(contentsB64String, 'base64').subarray(0, 4).toString('latin1')).toBe('RIFF');

    expect(await call('voicemail.save', { oid })).toEqual({ ok: true, value: { saved: true } });
    expect(saves.at(-1)).toMatchObject({ fileName: `voicemail-${oid}.wav`, mimeType: 'audio/wav' });
  });

  it('mark it heard on the server: displayed and retrieved', async () => {
    const oid = await newVoicemail();
    expect(await call('voicemail.markHeard', { oid })).toEqual({ ok: true });
    const page = await user.communications.search({
      include: 'all',
      where: { voicemail: true, retrieved: true },
    });
    expect(page.items.find((item) => item.oid === oid)).toMatchObject({
      displayed: true,
      voicemailIsHeard: true,
    });
  });

  it('refuse what is not a recording, or too large, in sentences', async () => {
    const refused = await call('voicemail.audio', { oid: contract.fixtures.chatMessage });
    expect(refused).toMatchObject({ ok: false, error: { sentence: t('error.audio.gone') } });
    expect(await call('voicemail.audio', { oid: '../me' })).toMatchObject({ ok: false });

    const bytes = new Uint8Array(4);
    expect(() => recordingOf('1', { bytes, mimeType: 'text/html', fileName: 'x.html' })).toThrow(
      t('error.audio.unreadable'),
    );
    const huge = new Uint8Array(VOICEMAIL_AUDIO_LIMIT_BYTES + 1);
    expect(() => recordingOf('1', { bytes: huge, mimeType: 'audio/wav', fileName: '' })).toThrow(
      t('error.audio.tooLarge', { limit: '10 MB' }),
    );
  });

  it('name a recording the server did not name, by its type, and never with a folder', () => {
    const bytes = new Uint8Array(4);
    expect(recordingOf('7', { bytes, mimeType: 'audio/mpeg', fileName: '' }).fileName).toBe(
      'voicemail-7.mpeg',
    );
    expect(
      recordingOf('7', { bytes, mimeType: 'audio/x-wav; codecs=1', fileName: '../../a.wav' }),
    ).toMatchObject({ fileName: '_.._a.wav', mimeType: 'audio/x-wav' });
  });
});
