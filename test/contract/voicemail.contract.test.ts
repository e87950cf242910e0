import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patch, type ApiClient } from '../../src/main/api';
import { t } from '../../src/shared/i18n';
import { ServiceCode } from '../../src/shared/interface';
import { expectServiceError, simulatorEvent, startContract, type Contract } from './harness';

/**
 * `client.communications` for voicemail, missed calls and SMS against the simulator (guide:
 * communication_search_parameters.html, communications_audio_get.html,
 * communications_update.html, communications_sms_send.html), refusals included.
 */
let c: Contract;
let user: ApiClient;

beforeAll(async () => {
  c = await startContract({ size: 120 });
  user = await c.signIn('user');
});
afterAll(() => c.close());

describe('voicemail', () => {
  it('lists a new voicemail, plays its audio and marks it heard', async () => {
    const { oid } = (await simulatorEvent(c, {
      type: 'call',
      direction: 'missed',
      voicemail: true,
    })) as { oid: string };
    const fresh = await user.communications.search({
      include: 'all',
      where: { voicemail: true, displayed: false },
    });
    expect(fresh.items.map((item) => item.oid)).toEqual([oid]);

    const audio = await user.communications.audio(oid);
    expect(audio.mimeType).toBe('audio/wav');
    expect(audio.fileName).toBe(`voicemail-${oid}.wav`);
    expect(new TextDecoder().decode(audio.bytes.subarray(0, 4))).toBe('RIFF');

    await user.communications.update(
      oid,
      patch('communication').replace('displayed', true).replace('retrieved', true),
    );
    const heard = await user.communications.search({
      include: 'all',
      where: { voicemail: true, displayed: true, retrieved: true },
      limit: 1,
    });
    // `retrieved` is not kept by the log's schema: the server's filter on it says it is set.
    expect(heard.items[0]).toMatchObject({ oid, displayed: true, voicemailIsHeard: true });
    const stillNew = await user.communications.search({
      where: { voicemail: true, retrieved: false },
    });
    expect(stillNew.items.map((item) => item.oid)).not.toContain(oid);
  });

  it('lists only missed calls when asked', async () => {
    const { oid } = (await simulatorEvent(c, { type: 'call', direction: 'missed' })) as {
      oid: string;
    };
    const page = await user.communications.search({ onlyMissedCalls: true, limit: 5 });
    expect(page.items[0]?.oid).toBe(oid);
    expect(page.items.every((item) => item.objectType === 'CallLog')).toBe(true);
  });

  it('says the recording is gone, and the item is gone, in sentences', async () => {
    expect(
      await expectServiceError(
        user.communications.audio(c.fixtures.chatMessage),
        404,
        ServiceCode.NotFound,
      ),
    ).toBe(t('error.audio.gone'));
    expect(
      await expectServiceError(
        user.communications.update('999999999', patch('communication').replace('flagged', true)),
        404,
        ServiceCode.NotFound,
      ),
    ).toBe(t('error.communication.gone'));
  });
});

describe('SMS', () => {
  it('sends an SMS that appears in the log', async () => {
    const sent = await user.communications.sendSms({
      text: 'See you at the station',
      to: [{ number: '06-1234 5678' }],
    });
    expect(sent.status).toBe('Scheduled');
    const page = await user.communications.search({ where: { obj_type: 'SMSMessage' }, limit: 1 });
    expect(page.items[0]?.oid).toBe(sent.oid);
  });

  it('checks the draft before sending, and says when the server refuses the number', async () => {
    await expect(user.communications.sendSms({ text: '', to: [] })).rejects.toThrow(
      /communications.sendSms/,
    );
    await expect(
      user.communications.sendSms({ text: 'Hi', to: [{ number: '112' }], replyTo: 'desk' }),
    ).rejects.toThrow(/replyTo/);
    expect(
      await expectServiceError(
        user.communications.sendSms({ text: 'Hi', to: [{ number: '0612345678', person: '9' }] }),
        400,
        ServiceCode.ChatContentsInvalid,
      ),
    ).toBe(t('error.sms.badNumber'));
  });
});
