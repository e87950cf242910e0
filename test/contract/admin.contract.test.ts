import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patch, type ApiClient } from '../../src/main/api';
import { checkPatchOperation } from '../../src/main/api/patch-builder';
import {
  errorBodySchema,
  operations,
  ServiceCode,
  type OperationId,
  type PatchOperation,
  type PatchResource,
} from '../../src/shared/interface';
import { expectServiceError, startContract, type Contract } from './harness';

let c: Contract;
let user: ApiClient;
let admin: ApiClient;
let master: ApiClient;
beforeAll(async () => {
  c = await startContract({ size: 60 });
  [user, admin, master] = await Promise.all([
    c.signIn('user'),
    c.signIn('administrator'),
    c.signIn('master'),
  ]);
});
afterAll(() => c.close());

/** One harmless call per operation above the User level. */
const privileged: Partial<
  Record<OperationId, (client: ApiClient, f: Contract['fixtures']) => Promise<unknown>>
> = {
  'reportSchedules.update': (x, f) =>
    x.reportSchedules.update(f.reportSchedule, patch('reportSchedule').replace('mailText', 'Hi')),
  'reportSchedules.get': (x, f) => x.reportSchedules.get(f.reportSchedule),
  'chats.createExternal': (x, f) => x.chats.createExternal({ phoneLine: { oid: f.phoneLine } }),
  'provisioning.get': (x, f) => x.provisioning.get(f.provisioning),
  'backupSchedules.get': (x, f) => x.backupSchedules.get(f.backupSchedule),
  'backupLogs.get': (x, f) => x.backupLogs.get(f.backupLog),
  'audioFiles.get': (x, f) => x.audioFiles.get(f.audioFile),
  'phoneLineGroups.update': (x, f) =>
    x.phoneLineGroups.update(
      f.phoneLineGroup,
      patch('phoneLineGroup').replace('commonName', 'Sales pickup'),
    ),
  'phoneLineGroups.get': (x, f) => x.phoneLineGroups.get(f.phoneLineGroup),
  'serverProvisioning.update': (x) =>
    x.serverProvisioning.update(
      patch('serverProvisioning').replace('provisioningRegistrationPort', 5060),
    ),
  'serverProvisioning.get': (x) => x.serverProvisioning.get(),
  'serverEmail.update': (x) =>
    x.serverEmail.update(patch('serverEmail').replace('gateway', 'smtp.example.com')),
  'serverEmail.get': (x) => x.serverEmail.get(),
  'tenants.list': (x) => x.tenants.list(),
  'tenants.get': (x, f) => x.tenants.get(f.tenant),
  'phoneTemplates.list': (x) => x.phoneTemplates.list(),
  'phoneLineGroups.list': (x) => x.phoneLineGroups.list(),
  'reportSchedules.list': (x) => x.reportSchedules.list(),
  'provisioning.list': (x) => x.provisioning.list(),
  'backupSchedules.list': (x) => x.backupSchedules.list(),
  'audioFiles.list': (x) => x.audioFiles.list(),
  'attachments.get': (x, f) => x.audioFiles.sound(f.audioAttachment),
  'tenants.update': (x, f) =>
    x.tenants.update(f.tenant, patch('tenant').replace('resellerName', 'Reseller A')),
};

describe('section 5 authorization levels', () => {
  it('covers every operation above the User level', () => {
    const above = (Object.keys(operations) as OperationId[]).filter((id) =>
      ['administrator', 'master'].includes(operations[id].level),
    );
    expect(Object.keys(privileged).sort()).toEqual(above.sort());
  });

  for (const [id, invoke] of Object.entries(privileged) as [
    OperationId,
    NonNullable<(typeof privileged)[OperationId]>,
  ][]) {
    const level = operations[id].level;
    it(`${id} (${level}): refused below, allowed at the level`, async () => {
      await expectServiceError(invoke(user, c.fixtures), 403, ServiceCode.NoPermission);
      if (level === 'master') {
        await expectServiceError(invoke(admin, c.fixtures), 403, ServiceCode.NoPermission);
        await expect(invoke(master, c.fixtures)).resolves.not.toThrow();
      } else {
        await expect(invoke(admin, c.fixtures)).resolves.not.toThrow();
        await expect(invoke(master, c.fixtures)).resolves.not.toThrow();
      }
    });
  }
});

describe('patch round trips: what a PATCH changes, the matching read shows', () => {
  it('4.1 phone template: replace, add a function key with a monitored phone, remove a soft key', async () => {
    const before = await user.phoneTemplates.get(c.fixtures.phoneTemplate);
    const softKey = before.softKeys[0]!;
    await user.phoneTemplates.update(
      c.fixtures.phoneTemplate,
      patch('phoneTemplate')
        .replace('voicemailNumber', '8000')
        .replace('doNotDisturb', true)
        .addToList('functionKeys', {
          type: 'blf',
          label: 'Reception',
          value: '200',
          keyIndex: 3,
          monitoredPhone: c.fixtures.phone,
        })
        .removeFromList('softKeys', softKey.oid),
    );
    const after = await user.phoneTemplates.get(c.fixtures.phoneTemplate);
    expect(after).toMatchObject({ voicemailNumber: '8000', doNotDisturb: true });
    const key = after.functionKeys.find((k) => k.label === 'Reception');
    expect(key).toMatchObject({ type: 'blf', value: '200', keyIndex: 3 });
    expect(key?.monitoredPhone?.oid).toBe(c.fixtures.phone);
    expect(after.softKeys.map((k) => k.oid)).not.toContain(softKey.oid);
  });

  it('4.1 configFileName only for the generic phone type', async () => {
    await expectServiceError(
      user.phoneTemplates.update(
        c.fixtures.phoneTemplate,
        patch('phoneTemplate').replace('configFileName', 'x.cfg'),
      ),
      400,
      ServiceCode.ContentsUndecodable,
    );
    await user.phoneTemplates.update(
      c.fixtures.genericPhoneTemplate,
      patch('phoneTemplate').replace('configFileName', 'x.cfg'),
    );
    await expect(user.phoneTemplates.get(c.fixtures.genericPhoneTemplate)).resolves.toMatchObject({
      configFileName: 'x.cfg',
    });
  });

  it('4.6 report schedule: nested replace and automated report add and remove', async () => {
    await admin.reportSchedules.update(
      c.fixtures.reportSchedule,
      patch('reportSchedule')
        .replace('mailFromAddress/address', 'reports@example.com')
        .replace('exportDevice/ssl', true)
        .replace('enabled', false)
        .addToList('automatedReports', { relate: c.fixtures.automatedReport }),
    );
    const after = await admin.reportSchedules.get(c.fixtures.reportSchedule);
    expect(after.mailFromAddress.address).toBe('reports@example.com');
    expect(after.exportDevice.ssl).toBe(true);
    expect(after.enabled).toBe(false);
    const relation = after.automatedReports.find(
      (r) => r.automatedReport.oid === c.fixtures.automatedReport,
    )!;
    expect(relation).toBeDefined();
    await admin.reportSchedules.update(
      c.fixtures.reportSchedule,
      patch('reportSchedule').removeFromList('automatedReports', relation.oid),
    );
    const removed = await admin.reportSchedules.get(c.fixtures.reportSchedule);
    expect(removed.automatedReports.map((r) => r.oid)).not.toContain(relation.oid);
  });

  it('4.13 phone line group: add a line, then remove its relation', async () => {
    await admin.phoneLineGroups.update(
      c.fixtures.phoneLineGroup,
      patch('phoneLineGroup').addToList('lines', { relate: c.fixtures.phoneLine }),
    );
    const group = await admin.phoneLineGroups.get(c.fixtures.phoneLineGroup);
    const relation = group.lines.find((l) => l.line.oid === c.fixtures.phoneLine)!;
    expect(relation).toBeDefined();
    await admin.phoneLineGroups.update(
      c.fixtures.phoneLineGroup,
      patch('phoneLineGroup').removeFromList('lines', relation.oid),
    );
    const after = await admin.phoneLineGroups.get(c.fixtures.phoneLineGroup);
    expect(after.lines.map((l) => l.oid)).not.toContain(relation.oid);
  });

  it('4.14 server provisioning: a firewall rule is an add and an ipValue replace', async () => {
    await admin.serverProvisioning.update(
      patch('serverProvisioning')
        .replace('provisioningDirectory', '/srv/prov')
        .addToList('ipTable', { ipValue: '192.0.2.10' }),
    );
    const after = await admin.serverProvisioning.get();
    expect(after.provisioningDirectory).toBe('/srv/prov');
    expect(after.ipTable.map((e) => e.ipValue)).toContain('192.0.2.10');
    // The client refuses an unknown path itself; an unknown relation oid only the server can know.
    await expectServiceError(
      admin.serverProvisioning.update(
        patch('serverProvisioning').removeFromList('ipTable', '987654321'),
      ),
      400,
      ServiceCode.ContentsUndecodable,
    );
  });

  it('4.15 favorites: add, reorder, remove', async () => {
    await user.favorites.update(
      patch('favorites').addToList('x1ListItems', { relate: c.fixtures.referable, orderNumber: 1 }),
    );
    const list = await user.favorites.get();
    const item = list.x1ListItems.find((i) => i.referable.oid === c.fixtures.referable)!;
    expect(item.orderNumber).toBe(1);
    await user.favorites.update(
      patch('favorites').updateInList('x1ListItems', item.oid, { orderNumber: 7 }),
    );
    expect(
      (await user.favorites.get()).x1ListItems.find((i) => i.oid === item.oid)?.orderNumber,
    ).toBe(7);
    await user.favorites.update(patch('favorites').removeFromList('x1ListItems', item.oid));
    expect((await user.favorites.get()).x1ListItems.map((i) => i.oid)).not.toContain(item.oid);
  });

  it('4.19 server e-mail settings', async () => {
    await admin.serverEmail.update(
      patch('serverEmail')
        .replace('voicemailToEmailEnabled', true)
        .replace('adminEmailAddress', 'it@example.com'),
    );
    await expect(admin.serverEmail.get()).resolves.toMatchObject({
      voicemailToEmailEnabled: true,
      adminEmailAddress: 'it@example.com',
    });
  });

  it('a failing operation leaves the object untouched (patches apply atomically)', async () => {
    const before = await user.favorites.get();
    await expectServiceError(
      user.favorites.update(
        patch('favorites')
          .addToList('x1ListItems', { relate: c.fixtures.referable, orderNumber: 3 })
          .removeFromList('x1ListItems', '987654321'),
      ),
      400,
      ServiceCode.ContentsUndecodable,
    );
    await expect(user.favorites.get()).resolves.toEqual(before);
  });
});

describe('one path grammar: the client refuses before sending with the sentence the server answers', () => {
  /** Signs in without the client, so the server sees operations the client would refuse. */
  async function rawPatch(path: string, operation: PatchOperation): Promise<string> {
    const account = c.sim.accounts.find((a) => a.role === 'user')!;
    const login = await fetch(`${c.sim.baseUrl}/me/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, userSpace: `contract-raw-${++rawLogins}` }),
    });
    const { authentication } = (await login.json()) as { authentication: string };
    const answer = await fetch(`${c.sim.baseUrl}${path}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `xelion ${authentication}` },
      body: JSON.stringify({ operations: [operation] }),
    });
    const body = errorBodySchema.parse(await answer.json());
    expect({ status: answer.status, code: body.errorCode }).toEqual({
      status: 400,
      code: ServiceCode.ContentsUndecodable,
    });
    return body.message.replace(/^operations\[0\] \([^)]*\): /, '');
  }
  let rawLogins = 0;

  const template = () => `/phonetemplates/${c.fixtures.phoneTemplate}`;
  it.each<[PatchResource, PatchOperation, () => string]>([
    ['phoneTemplate', { op: 'replace', path: '/nope', value: 'x' }, template],
    ['phoneTemplate', { op: 'replace', path: '/active', value: 'yes' }, template],
    ['phoneTemplate', { op: 'add', path: '/commonName', value: 'x' }, template],
    ['phoneTemplate', { op: 'replace', path: '/functionKeys//label', value: 'x' }, template],
    ['phoneTemplate', { op: 'add', path: '/functionKeys/a', value: '1' }, template],
    ['phoneTemplate', { op: 'remove', path: '/functionKeys/a' }, template],
    ['phoneTemplate', { op: 'replace', path: '/functionKeys/a' }, template],
    ['phoneTemplate', { op: 'add', path: '/functionKeys/a/label', value: 'x' }, template],
    ['phoneTemplate', { op: 'replace', path: '/functionKeys/a/colour', value: 'x' }, template],
    ['phoneTemplate', { op: 'replace', path: '/functionKeys/a/keyIndex', value: 1.5 }, template],
    ['phoneTemplate', { op: 'replace', path: '/functionKeys/a/label/5', value: 'x' }, template],
    ['phoneTemplate', { op: 'replace', path: '/functionKeys/a/monitoredPhone' }, template],
    ['favorites', { op: 'add', path: '/x1ListItems/a' }, () => '/me/favorites'],
  ])('%s %j', async (resource, operation, path) => {
    const server = await rawPatch(path(), operation);
    expect(() => checkPatchOperation(resource, operation)).toThrow(
      new TypeError(`patch(${resource}): ${operation.op} ${operation.path}: ${server}`),
    );
  });
});

describe('reads', () => {
  it('4.9–4.12 and 4.16 return objects that validate', async () => {
    await expect(admin.provisioning.get(c.fixtures.provisioning)).resolves.toMatchObject({
      oid: c.fixtures.provisioning,
    });
    const schedule = await master.backupSchedules.get(c.fixtures.backupSchedule);
    expect(schedule.backupLogs.length).toBeGreaterThan(0);
    await expect(master.backupLogs.get(schedule.backupLogs[0]!.oid)).resolves.toMatchObject({
      oid: schedule.backupLogs[0]!.oid,
    });
    await expect(admin.audioFiles.get(c.fixtures.audioFile)).resolves.toMatchObject({
      objectType: 'XCCAudioFile',
    });
    const pages = await user.webpages.list();
    expect(pages.items.every((p) => typeof p.url === 'string' && typeof p.name === 'string')).toBe(
      true,
    );
    expect(pages.links.map((l) => l.rel)).toEqual(['refresh']);
  });

  it('an unknown object is 404/10100', async () => {
    await expectServiceError(admin.audioFiles.get('987654321'), 404, ServiceCode.NotFound);
  });

  it('4.8 users: where=userName and include paths', async () => {
    const page = await user.users.list({
      where: { userName: 'user' },
      include: [
        'person',
        'userName',
        'primaryLine',
        'primaryLine.userPhoneLine.doNotDisturb',
        'lines.line.autoAttendant',
      ],
    });
    expect(page.items).toHaveLength(1);
    const found = page.items[0]!;
    const me = await user.me.info();
    expect(found).toMatchObject({ userName: 'user', person: { oid: me.person.oid } });
    expect(found.primaryLine).toMatchObject({
      userPhoneLine: { doNotDisturb: expect.any(Boolean) },
    });
    const plain = await user.users.list({ limit: 3 });
    expect(Object.keys(plain.items[0]!).sort()).toEqual([
      'commonName',
      'objectType',
      'oid',
      'permissions',
    ]);
  });
});

describe('4.4 and 4.17 tenants', () => {
  it('lists 15 by default, ascending by id, and pages both ways', async () => {
    const first = await master.tenants.list();
    expect(first.items.length).toBeLessThanOrEqual(15);
    const ids = first.items.map((t) => Number(t.oid));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const all: string[] = [];
    for await (const page of master.tenants.walk({ limit: 4 }))
      all.push(...page.items.map((t) => t.oid));
    expect(new Set(all).size).toBe(all.length);
    const down: string[] = [];
    for await (const page of master.tenants.walk({ limit: 4, order: 'descending' }))
      down.push(...page.items.map((t) => t.oid));
    expect(down).toEqual([...all].reverse());
  });

  it('filters with where and adds include fields', async () => {
    const templates = await master.tenants.list({ where: { isTemplate: true } });
    expect(templates.items.map((t) => t.oid)).toEqual([c.fixtures.templateTenant]);
    const stopped = await master.tenants.list({ where: { active: false } });
    expect(stopped.items.map((t) => t.oid)).toContain(c.fixtures.stoppedTenant);
    const withUsage = await master.tenants.list({
      include: ['dbUsage', 'licenseCounts', 'statistics.sttFreeUsage'],
    });
    expect(withUsage.items[0]).toMatchObject({
      dbUsage: expect.any(Number),
      licenseCounts: expect.any(Array),
      statistics: { sttFreeUsage: expect.anything() },
    });
  });

  it('adds a licence with the add-then-replace pattern', async () => {
    await master.tenants.update(
      c.fixtures.tenant,
      patch('tenant').addToList('licenseCounts', { license: c.fixtures.license, maxLicenses: 25 }),
    );
    const page = await master.tenants.list({ include: ['licenseCounts'], limit: 1000 });
    const tenant = page.items.find((t) => t.oid === c.fixtures.tenant)!;
    expect(tenant.licenseCounts).toContainEqual(
      expect.objectContaining({ license: c.fixtures.license, maxLicenses: 25 }),
    );
  });

  it('enforces rules 3.1 and 3.2 and section 7', async () => {
    await expectServiceError(
      master.tenants.update(c.fixtures.templateTenant, patch('tenant').replace('commonName', 'x')),
      400,
      ServiceCode.TenantIsTemplate,
    );
    await expectServiceError(
      master.tenants.update(c.fixtures.tenant, patch('tenant').replace('subDatabaseName', 'moved')),
      400,
      ServiceCode.TenantNotStopped,
    );
    await master.tenants.update(
      c.fixtures.stoppedTenant,
      patch('tenant').replace('subDatabaseName', 'archive2'),
    );
    await expectServiceError(
      master.tenants.update('987654321', patch('tenant').replace('commonName', 'x')),
      404,
      ServiceCode.NotFound,
    );
    const other = c.fixtures.secondTenant!;
    const tenantAdmin = c.client({ baseUrl: other.baseUrl });
    await tenantAdmin.session.login(other);
    await expectServiceError(
      tenantAdmin.tenants.update(c.fixtures.tenant, patch('tenant').replace('commonName', 'x')),
      400,
      ServiceCode.NotMasterTenant,
    );
  });

  it('answers 10060 without the multi-tenant configuration', async () => {
    const single = await startContract({ size: 20, singleTenant: true });
    try {
      const m = await single.signIn('master');
      await expectServiceError(m.tenants.list(), 404, ServiceCode.NoMultiTenant);
      await expectServiceError(
        m.tenants.update(single.fixtures.tenant, patch('tenant').replace('commonName', 'x')),
        404,
        ServiceCode.NoMultiTenant,
      );
    } finally {
      await single.close();
    }
  });
});
