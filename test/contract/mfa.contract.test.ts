import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ServiceCode } from '../../src/shared/interface';
import { expectServiceError, startContract, type Contract } from './harness';

/**
 * Request MFA (docs/decisions.md: `POST /me/request_mfa`, read as me_request_reset_password.html)
 * between the real client and the simulator: the code the simulator "e-mails" (its mailbox,
 * `GET /__simulator/mail`) is the one the next login takes.
 */
let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 30 });
});
afterAll(() => c.close());
afterEach(() => c.sim.setFaults({}));

interface Mail {
  index: number;
  userName: string;
  email: string;
  code: string;
}

async function mailbox(): Promise<Mail[]> {
  const answer = await fetch(`${c.sim.baseUrl}/__simulator/mail`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Mail[] }).data;
}

/** The newest code sent to that address. */
async function newestCodeFor(email: string): Promise<string> {
  const code = (await mailbox()).filter((m) => m.email === email).at(-1)?.code;
  if (!code) throw new Error(`no code was sent to ${email}`);
  return code;
}

describe('a sign-in code by e-mail', () => {
  it('request → the code in the mailbox → a login with it signs in', async () => {
    const { userName, password, email } = c.fixtures.mfaAccount;
    const client = c.client();
    await expectServiceError(
      client.session.login({ userName, password }),
      401,
      ServiceCode.MfaRequired,
    );
    const before = (await mailbox()).length;
    // The address as a person types it: the server matches it regardless of case and spaces.
    await expect(
      client.session.requestMfa({ userName, email: ` ${email.toUpperCase()} ` }),
    ).resolves.toBe('sent');
    const sent = (await mailbox()).slice(before);
    expect(sent).toEqual([expect.objectContaining({ userName, email })]);
    const code = sent[0]!.code;
    expect(code).toMatch(/^\d{6}$/);
    await client.session.login({ userName, password, mfa: { code, email } });
    await expect(client.me.info()).resolves.toHaveProperty('person');
  });

  it('a code signs in once, and a newer code replaces it; the seeded code keeps working', async () => {
    const { userName, password, email, code: seeded } = c.fixtures.mfaAccount;
    await c.client().session.requestMfa({ userName, email });
    const first = await newestCodeFor(email);
    await c.client().session.requestMfa({ userName, email });
    const second = await newestCodeFor(email);
    expect(second).not.toBe(first);
    await expectServiceError(
      c.client().session.login({ userName, password, mfa: { code: first, email } }),
      401,
      ServiceCode.MfaRequired,
    );
    await c.client().session.login({ userName, password, mfa: { code: second, email } });
    await expectServiceError(
      c.client().session.login({ userName, password, mfa: { code: second, email } }),
      401,
      ServiceCode.MfaRequired,
    );
    // A right code with another address is refused like a wrong code.
    await c.client().session.requestMfa({ userName, email });
    const third = await newestCodeFor(email);
    await expectServiceError(
      c.client().session.login({
        userName,
        password,
        mfa: { code: third, email: 'someone.else@example.com' },
      }),
      401,
      ServiceCode.MfaRequired,
    );
    await c.client().session.login({ userName, password, mfa: { code: seeded, email } });
  });

  it("refuses as the sibling page does: 10206 for a user and address that don't match, 10003 without one", async () => {
    const { userName, email } = c.fixtures.mfaAccount;
    const before = (await mailbox()).length;
    const unknownPair = await expectServiceError(
      c.client().session.requestMfa({ userName, email: 'nobody@example.com' }),
      401,
      ServiceCode.UnknownUserOrEmail,
    );
    expect(unknownPair).toBe(
      "This user name and e-mail address don't belong to the same account. Check both.",
    );
    await expectServiceError(
      c.client().session.requestMfa({ userName: 'no.such.user', email }),
      401,
      ServiceCode.UnknownUserOrEmail,
    );
    const noEmail = await expectServiceError(
      c.client().session.requestMfa({ userName, email: '' }),
      400,
      ServiceCode.NoPassword,
    );
    expect(noEmail).toBe('Enter your e-mail address.');
    await expectServiceError(
      c.client().session.requestMfa({ userName: '', email }),
      400,
      ServiceCode.NoUserName,
    );
    expect(await mailbox()).toHaveLength(before);
  });

  it('a server without the call (the refuseMfaRequest fault): "automatic", and the login e-mails the code', async () => {
    const { userName, password, email } = c.fixtures.mfaAccount;
    c.sim.setFaults({ refuseMfaRequest: true });
    const client = c.client();
    await expect(client.session.requestMfa({ userName, email })).resolves.toBe('automatic');
    const before = (await mailbox()).length;
    await expectServiceError(
      client.session.login({ userName, password }),
      401,
      ServiceCode.MfaRequired,
    );
    const sent = (await mailbox()).slice(before);
    expect(sent).toEqual([expect.objectContaining({ userName, email })]);
    await client.session.login({ userName, password, mfa: { code: sent[0]!.code, email } });
    await expect(client.me.info()).resolves.toHaveProperty('person');
  });
});
