import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/main/api/api-error';
import { type Logger } from '../../../src/main/common/logger';
import { whoAmI } from '../../../src/main/core/who-am-i';
import { FakeClient } from './fakes';

/**
 * Issue 27, sign-in: the role comes from what the server grants, never from a pattern in a
 * role's name (a real role may be localised).
 */
async function roleOf(setup: (client: FakeClient) => void) {
  const client = new FakeClient('https://pbx.example.com/api/v1/master');
  setup(client);
  const warnings: string[] = [];
  const log: Logger = { info: () => {}, warn: (m) => warnings.push(m), error: () => {} };
  const who = await whoAmI(client, { userName: 'ann', validUntil: '2099-01-01 00:00:00' }, log);
  return { role: who.role, warnings, client };
}

const role = (name: string) => ({ oid: '5', objectType: 'XCCRole', commonName: name });

describe('the role', () => {
  it('an administrator under a localised role name: the server answers their read', async () => {
    const { role: got } = await roleOf((c) => {
      c.userRecord = { ...c.userRecord, xccRole: role('Beheerder') };
      c.grants = { administrator: true, master: false };
    });
    expect(got).toBe('administrator');
  });

  it('a plain user whose role is named "Administrator" sees no Admin: the server refuses', async () => {
    const { role: got, warnings } = await roleOf((c) => {
      c.userRecord = { ...c.userRecord, xccRole: role('Administrator of nothing') };
      c.grants = { administrator: false, master: true };
    });
    expect(got).toBe('user');
    expect(warnings).toEqual([]);
  });

  it('takes what the user record states plainly (isAdministrator), either way', async () => {
    const stated = (isAdministrator: boolean) =>
      roleOf((c) => {
        c.userRecord = { ...c.userRecord, isAdministrator };
        c.grants = { administrator: !isAdministrator, master: false };
      });
    expect((await stated(true)).role).toBe('administrator');
    expect((await stated(false)).role).toBe('user');
  });

  it('a master is an administrator whose read of the tenants is answered', async () => {
    const { role: got } = await roleOf((c) => {
      c.grants = { administrator: true, master: true };
    });
    expect(got).toBe('master');
  });

  it('a server without multi-tenancy (10060) has administrators, not masters', async () => {
    const { role: got, warnings } = await roleOf((c) => {
      c.tenants.list.mockRejectedValueOnce(
        new ApiError({ kind: 'service', operation: 'tenants.list', status: 400, code: 10060 }),
      );
    });
    expect(got).toBe('administrator');
    expect(warnings).toEqual([]);
  });

  it('a read that fails for another reason grants nothing, and says so in the log', async () => {
    const { role: got, warnings } = await roleOf((c) => {
      c.phoneTemplates.list.mockRejectedValueOnce(
        new ApiError({ kind: 'network', operation: 'phoneTemplates.list' }),
      );
    });
    expect(got).toBe('user');
    expect(warnings).toEqual([
      'could not tell whether this user is an administrator; assuming not',
    ]);
  });
});
