import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patch, type ApiClient } from '../../../src/main/api';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { adminHandlers } from '../../../src/main/core/handlers/admin';
import { silentLogger } from '../../../src/main/common/logger';
import { type SessionService } from '../../../src/main/core/session-service';
import { vendorSettingNames, type Role } from '../../../src/shared/interface';
import { countingFetch, startContract, type Contract } from '../../contract/harness';

/** The admin calls end to end in main: registry → handler → real API client → the simulator. */
let contract: Contract;
beforeAll(async () => {
  contract = await startContract({ size: 40 });
});
afterAll(() => contract.close());

/** A fetch in front of the simulator that answers some requests itself (a server without a read). */
function answeringFetch(answer: (method: string, path: string) => Response | undefined) {
  const counting = countingFetch();
  const fetchFn: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const own = answer(init?.method ?? 'GET', url.pathname);
    return own ? Promise.resolve(own) : counting.fetch(input, init);
  };
  return { fetch: fetchFn, sent: counting.sent };
}

async function setup(role: Role = 'administrator', fetchFn?: typeof fetch) {
  const client = await contract.signIn(role, fetchFn ? { fetch: fetchFn } : {});
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
  } as unknown as SessionService;
  const registry = createHandlerRegistry<string>({
    handlers: adminHandlers({ session } as HandlerContext) as Handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  return (call: string, args?: unknown) => registry.dispatch(call, args, 'w');
}

const value = (result: unknown) => (result as { ok: true; value: unknown }).value;
const change = (replace: Record<string, unknown>) => ({ replace, add: [], remove: [] });

describe('admin.getServerEmail / admin.saveServerEmail (4.19)', () => {
  it('reads the settings as the form view: no oid, no type, nothing the view does not name', async () => {
    const dispatch = await setup();
    const result = value(await dispatch('admin.getServerEmail'));
    expect(result).toEqual({
      available: true,
      value: {
        code: expect.any(String),
        voicemailToEmailEnabled: expect.any(Boolean),
        voicemailToEmailSender: expect.any(String),
        adminEmailAddress: expect.any(String),
        gateway: expect.any(String),
      },
    });
  });

  it('saves only the changes and answers what the server holds afterwards', async () => {
    const { fetch, sent } = answeringFetch(() => undefined);
    const dispatch = await setup('administrator', fetch);
    const { value: base } = value(await dispatch('admin.getServerEmail')) as {
      value: Record<string, unknown>;
    };
    sent.length = 0;
    const saved = await dispatch('admin.saveServerEmail', {
      base,
      changes: change({ gateway: 'mail.contract.example' }),
    });
    expect(value(saved)).toEqual({
      outcome: 'saved',
      current: { available: true, value: { ...base, gateway: 'mail.contract.example' } },
    });
    // A fresh read, the PATCH, the read back.
    expect(sent.map((s) => s.method)).toEqual(['GET', 'PATCH', 'GET']);
  });

  it('sends nothing when the server changed since the form was loaded, and answers the fresh values', async () => {
    const { fetch, sent } = answeringFetch(() => undefined);
    const dispatch = await setup('administrator', fetch);
    const { value: base } = value(await dispatch('admin.getServerEmail')) as {
      value: Record<string, unknown>;
    };
    const other = await contract.signIn('administrator');
    await other.serverEmail.update(patch('serverEmail').replace('code', 'ISO-8859-15'));
    sent.length = 0;
    const result = value(
      await dispatch('admin.saveServerEmail', {
        base,
        changes: change({ gateway: 'never.sent.example' }),
      }),
    );
    expect(result).toEqual({ outcome: 'conflict', current: { ...base, code: 'ISO-8859-15' } });
    expect(sent.map((s) => s.method)).toEqual(['GET']);
    expect((await other.serverEmail.get()).gateway).not.toBe('never.sent.example');
  });

  it('a server without the read (405) edits without current values', async () => {
    const notOffered = (method: string, path: string) =>
      method === 'GET' && path.endsWith('/server/email')
        ? new Response(JSON.stringify({ errorCode: 10100, message: 'no' }), { status: 405 })
        : undefined;
    const { fetch, sent } = answeringFetch(notOffered);
    const dispatch = await setup('administrator', fetch);
    expect(value(await dispatch('admin.getServerEmail'))).toEqual({ available: false });
    const saved = await dispatch('admin.saveServerEmail', {
      base: null,
      changes: change({ voicemailToEmailEnabled: false }),
    });
    expect(value(saved)).toEqual({ outcome: 'saved', current: { available: false } });
    expect(sent.filter((s) => s.method === 'PATCH')).toHaveLength(1);
    const reader = await contract.signIn('administrator');
    expect((await reader.serverEmail.get()).voicemailToEmailEnabled).toBe(false);
  });

  it('refuses an empty change, and a path the endpoint does not take, without sending', async () => {
    const { fetch, sent } = answeringFetch(() => undefined);
    const dispatch = await setup('administrator', fetch);
    sent.length = 0;
    const empty = await dispatch('admin.saveServerEmail', { base: null, changes: change({}) });
    expect(empty).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid-request',
        sentence: 'There are no changes to save. Change a value first.',
      },
    });
    const foreign = await dispatch('admin.saveServerEmail', {
      base: null,
      changes: change({ adminPassword: 'x' }),
    });
    expect(foreign).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(sent).toEqual([]);
  });

  it("a plain user's save is refused with the sentence, not a code", async () => {
    const dispatch = await setup('user');
    const refused = await dispatch('admin.saveServerEmail', {
      base: null,
      changes: change({ gateway: 'x.example' }),
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'service',
        status: 403,
        code: 10101,
        sentence: "You don't have permission to do this.",
      },
    });
  });
});

describe('admin.listTenants / admin.getTenant / admin.saveTenant (4.4, 4.17)', () => {
  it('pages with the server cursors, and carries only the columns asked for', async () => {
    const dispatch = await setup('master');
    const first = value(await dispatch('admin.listTenants', { limit: 5 })) as {
      rows: { oid: string; usage: object; resellerName?: string }[];
      nextId?: string;
    };
    expect(first.rows).toHaveLength(5);
    expect(first.rows[0]).not.toHaveProperty('resellerName');
    expect(first.nextId).toBe(first.rows[4]!.oid);
    const second = value(
      await dispatch('admin.listTenants', {
        limit: 5,
        after: first.nextId,
        include: ['resellerName', 'dbUsage'],
      }),
    ) as typeof first;
    expect(second.rows.map((r) => r.oid)).not.toContain(first.rows[0]!.oid);
    expect(second.rows[0]).toMatchObject({
      resellerName: expect.any(String),
      usage: { dbUsage: expect.any(Number) },
    });
  });

  it('reads a tenant with its licences named, and refuses the template tenant with its sentence', async () => {
    const dispatch = await setup('master');
    const { templateTenant } = contract.fixtures;
    const read = value(await dispatch('admin.getTenant', { oid: templateTenant })) as {
      value: { isTemplate: boolean; licenseCounts: { licenseName?: string }[] };
    };
    expect(read.value.isTemplate).toBe(true);
    expect(read.value.licenseCounts[0]?.licenseName).toEqual(expect.any(String));
    const refused = await dispatch('admin.saveTenant', {
      oid: templateTenant,
      base: read.value,
      changes: change({ resellerName: 'Other' }),
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        status: 400,
        code: 10165,
        sentence: "This tenant is a template for new tenants and can't be changed.",
      },
    });
  });

  it('an administrator is refused tenants with the sentence of 403/10101', async () => {
    const dispatch = await setup('administrator');
    expect(await dispatch('admin.listTenants', {})).toMatchObject({
      ok: false,
      error: { code: 10101, sentence: 'Only the master tenant administrator can manage tenants.' },
    });
  });
});

describe('admin.listObjects and the phone line group (4.13)', () => {
  it('lists groups by name with the server cursors; a server without the list says so', async () => {
    const dispatch = await setup('administrator');
    const page = value(await dispatch('admin.listObjects', { kind: 'phoneLineGroups' })) as {
      available: true;
      rows: { oid: string; commonName: string }[];
    };
    expect(page.rows.map((r) => r.oid)).toContain(contract.fixtures.phoneLineGroup);
    const notListed = (method: string, path: string) =>
      method === 'GET' && path.endsWith('/phonelinesgroups')
        ? new Response(JSON.stringify({ errorCode: 10100, message: 'no' }), { status: 404 })
        : undefined;
    const bare = await setup('administrator', answeringFetch(notListed).fetch);
    expect(value(await bare('admin.listObjects', { kind: 'phoneLineGroups' }))).toEqual({
      available: false,
    });
  });

  it('saves a removal and an addition, and answers the group as the server holds it', async () => {
    const dispatch = await setup('administrator');
    const { phoneLineGroup, phoneLine } = contract.fixtures;
    const { value: base } = value(
      await dispatch('admin.getPhoneLineGroup', { oid: phoneLineGroup }),
    ) as { value: { commonName: string; lines: { oid: string; line: string; name: string }[] } };
    const [leaving] = base.lines;
    const saved = value(
      await dispatch('admin.savePhoneLineGroup', {
        oid: phoneLineGroup,
        base,
        changes: {
          replace: {},
          add: [{ list: 'lines', entry: { relate: phoneLine } }],
          remove: [{ list: 'lines', oid: leaving!.oid }],
        },
      }),
    ) as { outcome: string; current: { value: typeof base } };
    expect(saved.outcome).toBe('saved');
    const lines = saved.current.value.lines;
    expect(lines.map((l) => l.oid)).not.toContain(leaving!.oid);
    expect(lines.map((l) => l.line)).toContain(phoneLine);
    expect(lines).toHaveLength(base.lines.length);
  });
});

describe('admin.getProvisioning / admin.getAudioFile (4.9, 4.12)', () => {
  it('a record as its view: vendor settings by name, keys in position order, the template named', async () => {
    const dispatch = await setup('administrator');
    const { value: record } = value(
      await dispatch('admin.getProvisioning', { oid: contract.fixtures.provisioning }),
    ) as {
      value: {
        vendorSettings: { name: string }[];
        functionKeys: { keyIndex: number }[];
        phoneTemplate: { oid: string; name: string };
      };
    };
    expect(record.vendorSettings.map((v) => v.name)).toEqual([...vendorSettingNames]);
    const indices = record.functionKeys.map((k) => k.keyIndex);
    expect(indices).toEqual([...indices].sort((a, b) => a - b));
    expect(record.phoneTemplate.oid).toBe(contract.fixtures.phoneTemplate);
  });

  it('an unknown record is a sentence (404/10100), not a screen without values', async () => {
    const dispatch = await setup('administrator');
    expect(await dispatch('admin.getAudioFile', { oid: '999999999' })).toMatchObject({
      ok: false,
      error: { status: 404, code: 10100 },
    });
  });
});

describe('admin.getBackupSchedule / admin.getBackupLog (4.10)', () => {
  it('the schedule as its view, newest log first, without the SMB password', async () => {
    const dispatch = await setup('master');
    const { value: schedule } = value(
      await dispatch('admin.getBackupSchedule', { oid: contract.fixtures.backupSchedule }),
    ) as { value: { logs: { timeStamp: string }[]; device: object } };
    const stamps = schedule.logs.map((l) => l.timeStamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(schedule.device).not.toHaveProperty('smbPassword');
  });

  it('a server without the log read (405) says the details are not available', async () => {
    const notOffered = (method: string, path: string) =>
      method === 'GET' && path.includes('/backuplogs/')
        ? new Response(JSON.stringify({ errorCode: 10100, message: 'no' }), { status: 405 })
        : undefined;
    const dispatch = await setup('master', answeringFetch(notOffered).fetch);
    expect(
      value(await dispatch('admin.getBackupLog', { oid: contract.fixtures.backupLog })),
    ).toEqual({ available: false });
  });
});
