import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patch, type ApiClient } from '../../src/main/api';
import { t } from '../../src/shared/i18n';
import { ServiceCode } from '../../src/shared/interface';
import { formatTimestamp } from '../../src/simulator/clock';
import { expectServiceError, startContract, type Contract } from './harness';

/**
 * `client.mePhone` against the simulator: the user's status, phone settings and caller ID
 * (guide: me_status_set.html, me_temporary_status_set.html, me_message_set.html,
 * me_phone_settings_update.html, me_phone_caller_id_get/_set.html), refusals included.
 */
let c: Contract;
let user: ApiClient;
let colleague: ApiClient;
let person: string;

async function presenceOfUser() {
  const page = await colleague.presence.list({ limit: 1000 });
  return page.items.find((p) => p.addressable.oid === person);
}

beforeAll(async () => {
  c = await startContract({ size: 120 });
  user = await c.signIn('user');
  colleague = await c.signIn('administrator');
  person = (await user.me.info()).person.oid;
});
afterAll(() => c.close());

describe('status', () => {
  it('reads the selectable statuses and sets one, with a message, as colleagues see', async () => {
    const statuses = await user.mePhone.selectableStatuses();
    expect(statuses).toEqual(expect.arrayContaining(['available', 'dont_disturb']));
    await user.mePhone.setStatus('short_out_of_office');
    await user.mePhone.setMessage('Back at two');
    expect(await presenceOfUser()).toMatchObject({
      status: 'short_out_of_office',
      message: 'Back at two',
    });
    expect((await user.me.info()).presenceInfo?.status).toBe('short_out_of_office');
  });

  it('sets do-not-disturb for an hour: the status in /me/info and the phone settings', async () => {
    const until = formatTimestamp(Date.now() + 3_600_000 + 10_000);
    await user.mePhone.setTemporaryStatus('dont_disturb', until);
    expect((await user.me.info()).presenceInfo?.status).toBe('dont_disturb');
    expect(await user.mePhone.settings()).toMatchObject({
      temporaryUserStatus: 'dont_disturb',
      temporaryUserStatusUntil: until,
    });
    expect((await presenceOfUser())?.status).toBe('dont_disturb');
    // A status chosen now ends the temporary one.
    await user.mePhone.setStatus('available');
    expect((await user.me.info()).presenceInfo?.status).toBe('available');
  });

  it('turns refusals into sentences', async () => {
    const sentence = await expectServiceError(
      user.mePhone.setStatus('online'),
      400,
      ServiceCode.ChatContentsInvalid,
    );
    expect(sentence).toBe(t('error.status.notSelectable'));
    expect(
      await expectServiceError(
        user.mePhone.setTemporaryStatus('dont_disturb', '2020-01-01 00:00:00'),
        400,
        ServiceCode.ChatContentsInvalid,
      ),
    ).toBe(t('error.status.temporaryInvalid'));
  });

  it('checks what it sends before sending it', async () => {
    await expect(user.mePhone.setTemporaryStatus('dont_disturb', 'tomorrow')).rejects.toThrow(
      /mePhone.setTemporaryStatus/,
    );
  });
});

describe('phone settings', () => {
  it('sends the guide’s patch operations and reads the values back', async () => {
    await user.mePhone.updateSettings(
      patch('phoneSettings')
        .replace('redirection', '+31 6 5555 1234')
        .replace('redirectionActive', true)
        .replace('redirectionTimeout', 25)
        .replace('fallbackActive', true)
        .replace('fallback', '1233')
        .replace('voicemailActive', true),
    );
    expect(await user.mePhone.settings()).toMatchObject({
      redirection: '+31 6 5555 1234',
      redirectionActive: true,
      redirectionTimeout: 25,
      fallback: '1233',
      fallbackActive: true,
      voicemailActive: true,
    });
  });

  it('refuses a path the guide does not list before sending, and a bad value on the server', async () => {
    await expect(
      user.mePhone.updateSettings([{ op: 'replace', path: '/workSchedule', value: true }]),
    ).rejects.toThrow(/not patchable/);
    const sentence = await expectServiceError(
      user.mePhone.updateSettings(
        patch('phoneSettings').replace('redirection', '').replace('redirectionActive', true),
      ),
      400,
      ServiceCode.ContentsUndecodable,
    );
    expect(sentence).toBe(t('error.unreadableChanges'));
  });

  it('refuses a redirection or fallback to the user’s own line (beyond the guide)', async () => {
    // The first number allowed as caller ID is the user's own line's.
    const [own = ''] = await user.mePhone.validCallerIds();
    for (const [field, active] of [
      ['redirection', 'redirectionActive'],
      ['fallback', 'fallbackActive'],
    ] as const) {
      await expectServiceError(
        user.mePhone.updateSettings(
          patch('phoneSettings').replace(field, own).replace(active, true),
        ),
        400,
        ServiceCode.ContentsUndecodable,
      );
    }
  });
});

describe('caller ID', () => {
  it('reads the default as empty, sets a valid number and refuses another', async () => {
    expect(await user.mePhone.callerId()).toBe('');
    const valid = await user.mePhone.validCallerIds();
    const chosen = valid[valid.length - 1] ?? '';
    await user.mePhone.setCallerId(chosen);
    expect(await user.mePhone.callerId()).toBe(chosen);
    expect(
      await expectServiceError(
        user.mePhone.setCallerId('0800 0000'),
        400,
        ServiceCode.ChatContentsInvalid,
      ),
    ).toBe(t('error.callerId.notAllowed'));
    await user.mePhone.setCallerId('');
    expect(await user.mePhone.callerId()).toBe('');
  });
});
