import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { smsHandlers } from '../../../src/main/core/handlers/sms';
import { silentLogger } from '../../../src/main/common/logger';
import { type SessionService } from '../../../src/main/core/session-service';
import { SMS_TEXT_LIMIT } from '../../../src/shared/contract';
import { t } from '../../../src/shared/i18n';
import { startContract, type Contract } from '../../contract/harness';

/** SMS in main: registry (the contract's checks) → handler → client → simulator. */
let contract: Contract;
let user: ApiClient;
let call: (
  name: string,
  args?: unknown,
) => Promise<{ ok: boolean; value?: unknown; error?: { kind: string; sentence: string } }>;

beforeAll(async () => {
  contract = await startContract({ size: 20 });
  user = await contract.signIn('user');
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(user),
  } as unknown as SessionService;
  const registry = createHandlerRegistry<string>({
    handlers: smsHandlers({ session } as unknown as HandlerContext) as Handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  call = (name, args) => registry.dispatch(name, args, 'w');
});
afterAll(() => contract.close());

/** The newest SMS in the user's log on the server, in full. */
async function newestSms() {
  const page = await user.communications.search({
    include: 'all',
    where: { obj_type: 'SMSMessage' },
    limit: 1,
  });
  return page.items[0];
}

describe('sms.send', () => {
  it('sends the text to the number as the PBX dials it, with their person', async () => {
    const person = contract.fixtures.chattableAddressable;
    const text = 'Running late — ten minutes';
    expect(await call('sms.send', { number: '+31 (0)6-1234 5678', text, person })).toEqual({
      ok: true,
    });
    const sent = await newestSms();
    expect(sent).toMatchObject({ incoming: false, contents: { content: text } });
    expect(sent?.participants.find((p) => p.role === 'rtTo')).toMatchObject({
      address: '+31612345678',
      addressable: { oid: person },
    });
  });

  it('refuses, before sending, a missing or unusable number and an empty text', async () => {
    const before = (await newestSms())?.oid;
    const refusal = async (args: object) => {
      const answer = await call('sms.send', args);
      expect(answer.ok).toBe(false);
      return answer.error?.sentence;
    };
    expect(await refusal({ number: '  ', text: 'Hi' })).toBe(t('error.sms.noNumber'));
    expect(await refusal({ number: 'call me', text: 'Hi' })).toBe(t('error.sms.notANumber'));
    // A service code is dialled, never texted.
    expect(await refusal({ number: '*31#0612345678', text: 'Hi' })).toBe(t('error.sms.notANumber'));
    expect(await refusal({ number: '0612345678', text: ' \n ' })).toBe(t('error.sms.noText'));
    // The contract's bounds, before the handler.
    await refusal({ number: '0612345678', text: 'x'.repeat(SMS_TEXT_LIMIT + 1) });
    await refusal({ number: '0612345678', text: 'Hi', person: '../me' });
    expect((await newestSms())?.oid).toBe(before);
  });

  it("says the server's refusal of the number in the user's words (400/10203)", async () => {
    // Sixteen digits: written as a number, but longer than any phone's (E.164).
    const answer = await call('sms.send', { number: '+31 6 1234 5678 90123', text: 'Hi' });
    expect(answer).toMatchObject({ ok: false, error: { sentence: t('error.sms.badNumber') } });
  });
});
