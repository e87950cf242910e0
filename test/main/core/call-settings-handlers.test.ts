import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { callSettingsHandlers, settingsPatch } from '../../../src/main/core/handlers/call-settings';
import { type CallSettings, type RingFirst } from '../../../src/shared/contract';
import { t } from '../../../src/shared/i18n';
import { dialableNumber } from '../../../src/shared/interface';
import { MAIN_NUMBER } from '../../../src/simulator/routes/me-phone';
import { startContract, type Contract } from '../../contract/harness';
import { answerOf, handlerCaller, type HandlerCall } from './handler-caller';

/**
 * Settings → Calls in main: registry → handler → client → simulator, each save read back. The
 * phone that rings first is the phone service's (a fake here: `phone-ring-first.test.ts`).
 */
let contract: Contract;
let user: ApiClient;
let colleague: ApiClient;
let choice: RingFirst = { phone: 'line', mobile: '' };
const phone = {
  ringFirst: () => choice,
  setRingFirst: vi.fn((next: RingFirst) => {
    choice = next;
    return Promise.resolve();
  }),
};
let call: HandlerCall;

beforeAll(async () => {
  contract = await startContract({ size: 20 });
  user = await contract.signIn('user');
  colleague = await contract.signIn('administrator');
  call = handlerCaller(callSettingsHandlers, user, { phone: phone as never });
});
afterAll(() => contract.close());

const value = (name: string, args?: unknown) => answerOf<CallSettings>(call, name, args);

/** The user's own line number, as the PBX dials it. */
async function ownNumber(): Promise<string> {
  const found = await colleague.users.list({
    where: { userName: 'user' },
    include: ['primaryLine.phones.phone.phoneNumber'],
  });
  const number = /"phoneNumber":"([^"]+)"/.exec(JSON.stringify(found.items))?.[1];
  return dialableNumber(number ?? '') ?? '';
}

/** What a colleague reads of the user's line (4.8's includes, as People asks). */
async function colleagueSees() {
  const found = await colleague.users.list({
    where: { userName: 'user' },
    include: [
      'primaryLine.userPhoneLine.redirectionActive',
      'primaryLine.userPhoneLine.redirection',
    ],
  });
  return JSON.stringify(found.items[0]);
}

describe('call settings handlers', () => {
  it('reads the line’s settings, the caller ID and the numbers allowed', async () => {
    const read = await value('callSettings.get');
    expect(read.line).toBe(true);
    expect(read.values).toMatchObject({
      ringFirst: { phone: 'line' },
      redirection: { afterSeconds: 20 },
      ringSeconds: 30,
      callerId: '',
    });
    // The user's own line's number, and the tenant's main number.
    expect(read.callerIds.map((n) => dialableNumber(n))).toEqual([
      await ownNumber(),
      dialableNumber(MAIN_NUMBER),
    ]);
  });

  it('saves what changed and answers it read back; a colleague sees the redirection', async () => {
    const { values } = await value('callSettings.get');
    const saved = await value('callSettings.save', {
      ...values,
      redirection: { on: true, to: '+31 (0)6 - 1234 5678', afterSeconds: 15 },
      ringSeconds: 40,
      fallback: { on: true, to: '020 555 0199' },
      voicemail: false,
      callerId: MAIN_NUMBER,
    });
    expect(saved.values).toMatchObject({
      redirection: { on: true, to: '+31612345678', afterSeconds: 15 },
      ringSeconds: 40,
      fallback: { on: true, to: '0205550199' },
      voicemail: false,
      callerId: MAIN_NUMBER,
    });
    expect(await user.mePhone.settings()).toMatchObject({
      redirection: '+31612345678',
      redirectionActive: true,
      redirectionTimeout: 15,
      timeout: 40,
    });
    expect(await colleagueSees()).toContain('+31612345678');
    expect(phone.setRingFirst).not.toHaveBeenCalled();
  });

  it('sends only the fields that changed, as the guide’s patch operations', async () => {
    const { values } = await value('callSettings.get');
    expect(settingsPatch(values, values)).toBeUndefined();
    const changes = settingsPatch(values, { ...values, ringSeconds: values.ringSeconds + 5 });
    expect(changes?.build()).toEqual([
      { op: 'replace', path: '/timeout', value: values.ringSeconds + 5 },
    ]);
  });

  it('hands the phone that rings first to the phone service, its number as dialled', async () => {
    const { values } = await value('callSettings.get');
    const saved = await value('callSettings.save', {
      ...values,
      ringFirst: { phone: 'mobile', mobile: '06 1234 5678' },
    });
    expect(phone.setRingFirst).toHaveBeenCalledWith({ phone: 'mobile', mobile: '0612345678' });
    expect(saved.values.ringFirst).toEqual({ phone: 'mobile', mobile: '0612345678' });
  });

  it('says a refusal in words and changes nothing', async () => {
    const before = await user.mePhone.settings();
    const { values } = await value('callSettings.get');
    const refused = await call('callSettings.save', {
      ...values,
      redirection: { ...values.redirection, on: true, to: await ownNumber() },
    });
    expect(refused).toMatchObject({ ok: false, error: { sentence: t('error.unreadableChanges') } });
    expect(await user.mePhone.settings()).toEqual(before);
  });

  it('refuses values the schema does not allow before asking the server', async () => {
    const { values } = await value('callSettings.get');
    const refused = await call('callSettings.save', {
      ...values,
      fallback: { on: true, to: 'call my mobile' },
    });
    expect(refused.ok).toBe(false);
  });
});
