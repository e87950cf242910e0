import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoritesResponseSchema,
  phoneLineGroupResponseSchema,
  phoneTemplateResponseSchema,
  reportScheduleResponseSchema,
  serverEmailResponseSchema,
  serverProvisioningResponseSchema,
  tenantListSchema,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { type Api, expectError, signInAs, startTestSimulator } from './helpers';

let sim: RunningSimulator;
let user: Api;
let admin: Api;
let master: Api;

beforeAll(async () => {
  sim = await startTestSimulator({ size: 20 });
  user = await signInAs(sim, 'user');
  admin = await signInAs(sim, 'administrator');
  master = await signInAs(sim, 'master');
});
afterAll(() => sim.close());

const noContent = (answer: { status: number; text: string }) => {
  expect(answer.status, answer.text).toBe(204);
  expect(answer.text).toBe('');
};

describe('4.1 phone template', () => {
  const path = () => `/phonetemplates/${sim.fixtures.phoneTemplate}`;
  const read = async () => phoneTemplateResponseSchema.parse((await user.get(path())).json).object;

  it('replaces fields, adds a key by virtual id, sets its members and a monitored phone', async () => {
    const before = await read();
    noContent(
      await user.patch(path(), [
        { op: 'replace', path: '/commonName', value: 'Desk phones v2' },
        { op: 'replace', path: '/hotDeskingEnabled', value: true },
        { op: 'replace', path: '/voicemailNumber', value: '999' },
        { op: 'add', path: '/functionKeys/new1' },
        { op: 'replace', path: '/functionKeys/new1/type', value: 'blf' },
        { op: 'replace', path: '/functionKeys/new1/label', value: 'Reception' },
        { op: 'replace', path: '/functionKeys/new1/value', value: '100' },
        { op: 'replace', path: '/functionKeys/new1/keyIndex', value: 12 },
        { op: 'replace', path: `/functionKeys/new1/monitoredPhone/${sim.fixtures.phone}` },
      ]),
    );
    const after = await read();
    expect(after).toMatchObject({
      commonName: 'Desk phones v2',
      hotDeskingEnabled: true,
      voicemailNumber: '999',
    });
    expect(after.functionKeys).toHaveLength(before.functionKeys.length + 1);
    const added = after.functionKeys[after.functionKeys.length - 1];
    expect(added).toMatchObject({
      type: 'blf',
      label: 'Reception',
      value: '100',
      keyIndex: 12,
      objectType: 'PhoneFunctionKey',
    });
    expect(added?.monitoredPhone).toMatchObject({
      oid: sim.fixtures.phone,
      objectType: 'XCCPhone',
    });
    expect(Number(added?.oid)).toBeGreaterThan(
      Math.max(...before.functionKeys.map((k) => Number(k.oid))),
    );
  });

  it('replaces a member of an existing entry by its oid and removes one by its oid', async () => {
    const before = await read();
    const [first, second] = before.softKeys;
    noContent(
      await user.patch(path(), [
        { op: 'replace', path: `/softKeys/${first?.oid}/label`, value: 'Renamed' },
        { op: 'remove', path: `/softKeys/${second?.oid}` },
      ]),
    );
    const after = await read();
    expect(after.softKeys.map((k) => k.oid)).toEqual([first?.oid]);
    expect(after.softKeys[0]?.label).toBe('Renamed');
  });

  it('is all or nothing: one refused operation leaves everything unchanged', async () => {
    const before = await read();
    const answer = await user.patch(path(), [
      { op: 'replace', path: '/commonName', value: 'should not stick' },
      { op: 'add', path: '/functionKeys/k' },
      { op: 'remove', path: '/functionKeys/424242' },
    ]);
    expectError(answer, 400, 10202, /operations\[2\].*424242 names no entry/);
    expect(await read()).toEqual(before);
  });

  it('refuses configFileName unless the phone type is generic (also set in the same request)', async () => {
    const change = [{ op: 'replace', path: '/configFileName', value: 'x.cfg' }];
    expectError(await user.patch(path(), change), 400, 10202, /generic/);
    const generic = `/phonetemplates/${sim.fixtures.genericPhoneTemplate}`;
    noContent(await user.patch(generic, change));
    noContent(
      await user.patch(path(), [
        { op: 'replace', path: '/phoneType', value: 'generic' },
        ...change,
      ]),
    );
    expect((await read()).configFileName).toBe('x.cfg');
  });

  // Whole messages: `operations[i] (op path): ` and the sentence the client's check gives too
  // (both come from classifyPatchOperation), or what only the data can tell.
  it('names what is wrong: unknown entry, member, reference, kind', async () => {
    const cases: [unknown[], string][] = [
      [
        [{ op: 'replace', path: '/functionKeys/ghost/label', value: 'x' }],
        'operations[0] (replace /functionKeys/ghost/label): ghost names no entry of functionKeys (add it first)',
      ],
      [
        [
          { op: 'add', path: '/functionKeys/a' },
          { op: 'replace', path: '/functionKeys/a/colour', value: 'x' },
        ],
        'operations[1] (replace /functionKeys/a/colour): colour is not a member of functionKeys',
      ],
      [
        [
          { op: 'add', path: '/functionKeys/a' },
          { op: 'replace', path: '/functionKeys/a/keyIndex', value: '1' },
        ],
        'operations[1] (replace /functionKeys/a/keyIndex): value must be an integer',
      ],
      [
        [
          { op: 'add', path: '/functionKeys/a' },
          { op: 'replace', path: '/functionKeys/a/monitoredPhone/999999' },
        ],
        'operations[1] (replace /functionKeys/a/monitoredPhone/999999): no XCCPhone or XCCPhoneLine with oid 999999',
      ],
      [
        [
          { op: 'add', path: '/functionKeys/a' },
          { op: 'replace', path: '/functionKeys/a/monitoredPhone' },
        ],
        'operations[1] (replace /functionKeys/a/monitoredPhone): the path must end in the oid of the object monitoredPhone refers to',
      ],
      [
        [
          { op: 'add', path: '/functionKeys/a' },
          { op: 'replace', path: '/functionKeys/a/label/5', value: 'x' },
        ],
        'operations[1] (replace /functionKeys/a/label/5): label is not set by reference',
      ],
      [
        [
          { op: 'add', path: '/functionKeys/a' },
          { op: 'add', path: '/functionKeys/a' },
        ],
        'operations[1] (add /functionKeys/a): virtual id a is already used',
      ],
      [
        [{ op: 'add', path: '/functionKeys/a', value: '1' }],
        'operations[0] (add /functionKeys/a): an entry of functionKeys is added without a value',
      ],
      [
        [{ op: 'replace', path: '/functionKeys/a' }],
        'operations[0] (replace /functionKeys/a): an entry of functionKeys is added or removed, not replaced',
      ],
      [
        [{ op: 'remove', path: '/functionKeys/a' }],
        'operations[0] (remove /functionKeys/a): an entry of functionKeys is removed by its oid',
      ],
      [
        [{ op: 'add', path: '/functionKeys/a/label', value: 'x' }],
        'operations[0] (add /functionKeys/a/label): this path is only replaced',
      ],
      [
        [{ op: 'add', path: '/commonName', value: 'x' }],
        'operations[0] (add /commonName): this path is only replaced',
      ],
      [
        [{ op: 'replace', path: '/functionKeys//label', value: 'x' }],
        'operations[0] (replace /functionKeys//label): the path has an empty segment',
      ],
      [
        [{ op: 'replace', path: '/functionKeys/a/label/5/6', value: 'x' }],
        'operations[0] (replace /functionKeys/a/label/5/6): the path is not patchable here',
      ],
      [
        [{ op: 'replace', path: 'commonName', value: 'x' }],
        'payload.operations.0.path: a path starts with / followed by a field name',
      ],
    ];
    for (const [operations, message] of cases) {
      expectError(await user.patch(path(), operations), 400, 10202, message);
    }
  });
});

describe('4.6 report schedule, 4.13 phone line group', () => {
  it('replaces nested paths and relates an automated report by its oid', async () => {
    const path = `/reportschedules/${sim.fixtures.reportSchedule}`;
    noContent(
      await admin.patch(path, [
        { op: 'replace', path: '/mailFromAddress/address', value: 'ops@example.com' },
        { op: 'replace', path: '/exportDevice/ssl', value: true },
        { op: 'replace', path: '/mailToList', value: ['a@example.com', 'b@example.com'] },
        { op: 'add', path: '/automatedReports/r1', value: sim.fixtures.automatedReport },
      ]),
    );
    const schedule = reportScheduleResponseSchema.parse((await admin.get(path)).json).object;
    expect(schedule.mailFromAddress.address).toBe('ops@example.com');
    expect(schedule.exportDevice.ssl).toBe(true);
    expect(schedule.mailToList).toEqual(['a@example.com', 'b@example.com']);
    const relation = schedule.automatedReports.find(
      (r) => r.automatedReport.oid === sim.fixtures.automatedReport,
    );
    expect(relation?.objectType).toBe('relScheduledAutomated');
    noContent(
      await admin.patch(path, [{ op: 'remove', path: `/automatedReports/${relation?.oid}` }]),
    );
    const after = reportScheduleResponseSchema.parse((await admin.get(path)).json).object;
    expect(after.automatedReports.map((r) => r.oid)).not.toContain(relation?.oid);
    expectError(
      await admin.patch(path, [{ op: 'add', path: '/automatedReports/x', value: '999999' }]),
      400,
      10202,
      'operations[0] (add /automatedReports/x): no AutomatedReport with oid 999999',
    );
    expectError(
      await admin.patch(path, [{ op: 'add', path: '/automatedReports/x' }]),
      400,
      10202,
      'operations[0] (add /automatedReports/x): value must be the oid of the AutomatedReport to relate',
    );
  });

  it('adds a phone line to a group and removes a relation entry', async () => {
    const path = `/phonelinesgroups/${sim.fixtures.phoneLineGroup}`;
    const before = phoneLineGroupResponseSchema.parse((await admin.get(path)).json).object;
    noContent(
      await admin.patch(path, [
        { op: 'replace', path: '/commonName', value: 'Pickup 1' },
        { op: 'add', path: '/lines/l', value: sim.fixtures.phoneLine },
        { op: 'remove', path: `/lines/${before.lines[0]?.oid}` },
      ]),
    );
    const after = phoneLineGroupResponseSchema.parse((await admin.get(path)).json).object;
    expect(after.commonName).toBe('Pickup 1');
    expect(after.lines.map((l) => l.line.oid)).toContain(sim.fixtures.phoneLine);
    expect(after.lines.map((l) => l.oid)).not.toContain(before.lines[0]?.oid);
    expectError(
      await admin.patch(path, [{ op: 'add', path: '/lines/m', value: sim.fixtures.phoneTemplate }]),
      400,
      10202,
      /XCCPhoneLine/,
    );
  });
});

describe('4.14 and 4.19 server settings', () => {
  it('adds a firewall rule as add then replace of ipValue', async () => {
    noContent(
      await admin.patch('/server/provisioning', [
        { op: 'replace', path: '/provisioningRegistrationPort', value: 5061 },
        { op: 'add', path: '/ipTable/rule' },
        { op: 'replace', path: '/ipTable/rule/ipValue', value: '172.16.0.0/12' },
      ]),
    );
    const settings = serverProvisioningResponseSchema.parse(
      (await admin.get('/server/provisioning')).json,
    ).object;
    expect(settings.provisioningRegistrationPort).toBe(5061);
    expect(settings.ipTable.map((e) => e.ipValue)).toContain('172.16.0.0/12');
    expectError(
      await admin.patch('/server/provisioning', [{ op: 'add', path: '/ipTable/r' }]),
      400,
      10202,
      /needs ipValue/,
    );
    expectError(
      await admin.patch('/server/provisioning', [
        { op: 'add', path: '/ipTable/r' },
        { op: 'replace', path: '/ipTable/r/ipValue', value: 'nope' },
      ]),
      400,
      10202,
      'operations[1] (replace /ipTable/r/ipValue): value must be an IP address or CIDR range',
    );
    expectError(
      await admin.patch('/server/provisioning', [{ op: 'replace', path: '/ipTable', value: [] }]),
      400,
      10202,
      'operations[0] (replace /ipTable): the path is not patchable here',
    );
  });

  it('replaces the e-mail settings', async () => {
    noContent(
      await admin.patch('/server/email', [
        { op: 'replace', path: '/gateway', value: 'smtp.example.org' },
        { op: 'replace', path: '/voicemailToEmailEnabled', value: false },
      ]),
    );
    const email = serverEmailResponseSchema.parse((await admin.get('/server/email')).json).object;
    expect(email).toMatchObject({ gateway: 'smtp.example.org', voicemailToEmailEnabled: false });
  });
});

describe('4.15 favorites', () => {
  it('adds a referable, reorders an entry by its oid, removes one', async () => {
    const read = async () =>
      favoritesResponseSchema.parse((await user.get('/me/favorites')).json).object;
    const before = await read();
    const [first, second] = before.x1ListItems;
    noContent(
      await user.patch('/me/favorites', [
        { op: 'add', path: '/x1ListItems/f', value: sim.fixtures.referable },
        { op: 'replace', path: '/x1ListItems/f/orderNumber', value: 0 },
        { op: 'replace', path: `/x1ListItems/${first?.oid}/orderNumber`, value: 99 },
        { op: 'remove', path: `/x1ListItems/${second?.oid}` },
      ]),
    );
    const after = await read();
    expect(after.x1ListItems[0]?.referable.oid).toBe(sim.fixtures.referable);
    expect(after.x1ListItems[after.x1ListItems.length - 1]?.oid).toBe(first?.oid);
    expect(after.x1ListItems.map((i) => i.oid)).not.toContain(second?.oid);
    const orders = after.x1ListItems.map((i) => i.orderNumber);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });
});

describe('4.17 tenants', () => {
  const path = (oid: string) => `/tenants/${oid}`;
  const find = async (oid: string) => {
    const list = tenantListSchema.parse(
      (await master.get('/tenants?limit=100&include=licenseCounts')).json,
    );
    return list.data.find((d) => d.object.oid === oid)?.object;
  };

  it('updates a tenant and adds a license count (add, then replace both members)', async () => {
    const oid = sim.fixtures.tenant;
    noContent(
      await master.patch(path(oid), [
        { op: 'replace', path: '/commonName', value: 'Globex International' },
        { op: 'replace', path: '/resellerName', value: 'Direct' },
        { op: 'add', path: '/licenseCounts/n' },
        { op: 'replace', path: '/licenseCounts/n/maxLicenses', value: 40 },
        { op: 'replace', path: '/licenseCounts/n/license', value: sim.fixtures.license },
      ]),
    );
    const tenant = await find(oid);
    expect(tenant?.commonName).toBe('Globex International');
    expect(tenant?.licenseCounts?.at(-1)).toMatchObject({
      license: sim.fixtures.license,
      maxLicenses: 40,
    });
  });

  it('refuses incomplete or unknown licenses and removal of license counts', async () => {
    const oid = sim.fixtures.tenant;
    const add = { op: 'add', path: '/licenseCounts/n' };
    expectError(
      await master.patch(path(oid), [
        add,
        { op: 'replace', path: '/licenseCounts/n/maxLicenses', value: 1 },
      ]),
      400,
      10202,
      /needs license/,
    );
    expectError(
      await master.patch(path(oid), [
        add,
        { op: 'replace', path: '/licenseCounts/n/license', value: '999999' },
      ]),
      400,
      10202,
      /no XCCLicense/,
    );
    const tenant = await find(oid);
    const entry = tenant?.licenseCounts?.[0]?.oid;
    expectError(
      await master.patch(path(oid), [{ op: 'remove', path: `/licenseCounts/${entry}` }]),
      400,
      10202,
      `operations[0] (remove /licenseCounts/${entry}): entries of licenseCounts cannot be removed`,
    );
  });

  it('refuses a template tenant (10165), an active tenant’s subDatabaseName (10166), unknown (404)', async () => {
    const rename = [{ op: 'replace', path: '/commonName', value: 'x' }];
    expectError(await master.patch(path(sim.fixtures.templateTenant), rename), 400, 10165);
    const segment = [{ op: 'replace', path: '/subDatabaseName', value: 'globex2' }];
    expectError(await master.patch(path(sim.fixtures.tenant), segment), 400, 10166, /stopped/);
    expectError(await master.patch(path('999999'), rename), 404, 10100);
  });

  it('changes a stopped tenant’s subDatabaseName, which must be valid and free', async () => {
    const oid = sim.fixtures.stoppedTenant;
    expectError(
      await master.patch(path(oid), [{ op: 'replace', path: '/subDatabaseName', value: 'acme' }]),
      400,
      10202,
      /taken/,
    );
    expectError(
      await master.patch(path(oid), [
        { op: 'replace', path: '/subDatabaseName', value: 'Bad Name' },
      ]),
      400,
      10202,
      /lower-case/,
    );
    noContent(
      await master.patch(path(oid), [
        { op: 'replace', path: '/subDatabaseName', value: 'dormant_2' },
      ]),
    );
    expect((await find(oid))?.subDatabaseName).toBe('dormant_2');
  });
});
