import { describe, expect, it } from 'vitest';
import { patch, PatchBuilder } from '../../src/main/api';
import { patchOperations } from '../../src/main/api/patch-builder';
import { patchPayloadSchema, type PatchResource } from '../../src/shared/interface';
import { fakeServer, noContent, signedIn } from './fake-server';

describe('patch builder output', () => {
  it('phone template: replace, add a function key with its members, remove a soft key', () => {
    const ops = patch('phoneTemplate')
      .replace('voicemailNumber', '1234')
      .addToList('functionKeys', {
        label: 'Reception',
        type: 'speeddial',
        value: '200',
        keyIndex: 3,
      })
      .removeFromList('softKeys', '1234')
      .build();
    expect(ops).toEqual([
      { op: 'replace', path: '/voicemailNumber', value: '1234' },
      { op: 'add', path: '/functionKeys/new1' },
      { op: 'replace', path: '/functionKeys/new1/label', value: 'Reception' },
      { op: 'replace', path: '/functionKeys/new1/type', value: 'speeddial' },
      { op: 'replace', path: '/functionKeys/new1/value', value: '200' },
      { op: 'replace', path: '/functionKeys/new1/keyIndex', value: 3 },
      { op: 'remove', path: '/softKeys/1234' },
    ]);
    expect(patchPayloadSchema.safeParse({ operations: ops }).success).toBe(true);
  });

  it('phone template: a monitored phone is a reference path ending in its oid', () => {
    const ops = patch('phoneTemplate')
      .addToList('functionKeys', { type: 'blf', label: 'Bob', monitoredPhone: '555' })
      .addToList('softKeys', { label: 'DND', keyIndex: 1 })
      .build();
    expect(ops).toEqual([
      { op: 'add', path: '/functionKeys/new1' },
      { op: 'replace', path: '/functionKeys/new1/type', value: 'blf' },
      { op: 'replace', path: '/functionKeys/new1/label', value: 'Bob' },
      { op: 'replace', path: '/functionKeys/new1/monitoredPhone/555' },
      { op: 'add', path: '/softKeys/new2' },
      { op: 'replace', path: '/softKeys/new2/label', value: 'DND' },
      { op: 'replace', path: '/softKeys/new2/keyIndex', value: 1 },
    ]);
  });

  it('favorites: add with value = the oid of the related object, then its order', () => {
    expect(
      patch('favorites')
        .addToList('x1ListItems', { relate: '101', orderNumber: 1 })
        .removeFromList('x1ListItems', '781')
        .build(),
    ).toEqual([
      { op: 'add', path: '/x1ListItems/new1', value: '101' },
      { op: 'replace', path: '/x1ListItems/new1/orderNumber', value: 1 },
      { op: 'remove', path: '/x1ListItems/781' },
    ]);
  });

  it('favorites: reorder an existing entry by its oid', () => {
    expect(
      patch('favorites').updateInList('x1ListItems', '781', { orderNumber: 4 }).build(),
    ).toEqual([{ op: 'replace', path: '/x1ListItems/781/orderNumber', value: 4 }]);
  });

  it('report schedule: nested replace, list add and remove', () => {
    expect(
      patch('reportSchedule')
        .replace('mailFromAddress/address', 'x@y')
        .replace('exportDevice/ssl', true)
        .replace('mailToList', ['a@b', 'c@d'])
        .addToList('automatedReports', { relate: '42' })
        .removeFromList('automatedReports', '43')
        .build(),
    ).toEqual([
      { op: 'replace', path: '/mailFromAddress/address', value: 'x@y' },
      { op: 'replace', path: '/exportDevice/ssl', value: true },
      { op: 'replace', path: '/mailToList', value: ['a@b', 'c@d'] },
      { op: 'add', path: '/automatedReports/new1', value: '42' },
      { op: 'remove', path: '/automatedReports/43' },
    ]);
  });

  it('phone line group: rename, add a line, remove a relation', () => {
    expect(
      patch('phoneLineGroup')
        .replace('commonName', 'Sales pickup')
        .addToList('lines', { relate: '722' })
        .removeFromList('lines', '721')
        .build(),
    ).toEqual([
      { op: 'replace', path: '/commonName', value: 'Sales pickup' },
      { op: 'add', path: '/lines/new1', value: '722' },
      { op: 'remove', path: '/lines/721' },
    ]);
  });

  it('server provisioning: a firewall rule is an add, then its ipValue', () => {
    expect(
      patch('serverProvisioning')
        .replace('provisioningRegistrationPort', 5061)
        .addToList('ipTable', { ipValue: '10.0.0.1' })
        .addToList('ipTable', { ipValue: '192.168.0.0/16' })
        .removeFromList('ipTable', '761')
        .build(),
    ).toEqual([
      { op: 'replace', path: '/provisioningRegistrationPort', value: 5061 },
      { op: 'add', path: '/ipTable/new1' },
      { op: 'replace', path: '/ipTable/new1/ipValue', value: '10.0.0.1' },
      { op: 'add', path: '/ipTable/new2' },
      { op: 'replace', path: '/ipTable/new2/ipValue', value: '192.168.0.0/16' },
      { op: 'remove', path: '/ipTable/761' },
    ]);
  });

  it('tenant: licenses are an add, then maxLicenses and license', () => {
    expect(
      patch('tenant')
        .replace('resellerName', 'R')
        .addToList('licenseCounts', { maxLicenses: 5, license: '900' })
        .build(),
    ).toEqual([
      { op: 'replace', path: '/resellerName', value: 'R' },
      { op: 'add', path: '/licenseCounts/new1' },
      { op: 'replace', path: '/licenseCounts/new1/maxLicenses', value: 5 },
      { op: 'replace', path: '/licenseCounts/new1/license', value: '900' },
    ]);
  });

  it('server e-mail: replaces only', () => {
    expect(patch('serverEmail').replace('gateway', 'smtp.example').build()).toEqual([
      { op: 'replace', path: '/gateway', value: 'smtp.example' },
    ]);
  });

  it('build() returns copies: the builder cannot be changed through its output', () => {
    const b = patch('serverEmail').replace('code', 'a');
    b.build()[0]!.path = '/evil';
    expect(b.build()[0]!.path).toBe('/code');
  });
});

describe('compile-time typing (checked by tsc -p tsconfig.node.json)', () => {
  it('rejects wrong names and value types', () => {
    const wrong = () => {
      // @ts-expect-error: no such field
      patch('phoneTemplate').replace('voicemailNumbr', '1');
      // @ts-expect-error: keyIndex is an integer, not a string
      patch('phoneTemplate').addToList('functionKeys', { keyIndex: '3' });
      // @ts-expect-error: not a member of a function key
      patch('phoneTemplate').addToList('functionKeys', { colour: 'red' });
      // @ts-expect-error: a boolean field
      patch('phoneTemplate').replace('active', 'yes');
      // @ts-expect-error: favorites entries relate a Referable: relate is required
      patch('favorites').addToList('x1ListItems', { orderNumber: 1 });
      // @ts-expect-error: license counts cannot be removed (interface 4.17 documents no remove)
      patch('tenant').removeFromList('licenseCounts', '1');
      // @ts-expect-error: server e-mail has no lists
      patch('serverEmail').addToList('anything', {});
      // @ts-expect-error: no such resource
      patch('phoneTemplates');
      // @ts-expect-error: relate is fixed once added
      patch('favorites').updateInList('x1ListItems', '781', { relate: '1' });
      // @ts-expect-error: port is an integer
      patch('serverProvisioning').replace('provisioningRegistrationPort', '5060');
    };
    expect(() => wrong()).toThrow(TypeError);
  });

  it('update methods take only a builder of their own resource', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('PATCH', /./, () => noContent());
    const wrongResource = patch('tenant').replace('commonName', 'x');
    // @ts-expect-error: a tenant patch cannot update a phone template
    await expect(client.phoneTemplates.update('700', wrongResource)).rejects.toThrow(
      'patch(tenant) cannot update a phoneTemplate',
    );
    expect(server.calls()).toHaveLength(0);
  });
});

describe('run-time checks', () => {
  // Values that slipped past the types (casts, data from IPC) still fail, naming the path.
  const loose = <R extends PatchResource>(r: R) =>
    patch(r) as unknown as {
      replace(p: string, v: unknown): unknown;
      addToList(l: string, e: unknown): unknown;
      removeFromList(l: string, id: string): unknown;
    };

  // The whole message: the resource, the operation, then the sentence the simulator answers
  // with too (both come from classifyPatchOperation; test/interface has every failure).
  it.each([
    [
      () => loose('phoneTemplate').replace('active', 'yes'),
      'patch(phoneTemplate): replace /active: value must be a boolean',
    ],
    [
      () => loose('phoneTemplate').replace('nope', 1),
      'patch(phoneTemplate): replace /nope: the path is not patchable here',
    ],
    [
      () => loose('phoneTemplate').addToList('functionKeys', { keyIndex: 1.5 }),
      'patch(phoneTemplate): replace /functionKeys/new1/keyIndex: value must be an integer',
    ],
    [
      () => loose('phoneTemplate').addToList('functionKeys', { colour: 'red' }),
      'patch(phoneTemplate): replace /functionKeys/new1/colour: colour is not a member of functionKeys',
    ],
    [
      () => loose('phoneTemplate').addToList('functionKeys', { monitoredPhone: 'abc' }),
      'patch(phoneTemplate): replace /functionKeys/new1/monitoredPhone/abc: the path must end in the oid of the object monitoredPhone refers to',
    ],
    [
      () => loose('favorites').addToList('x1ListItems', { orderNumber: 1 }),
      'patch(favorites): add /x1ListItems/new1: value must be the oid of the Referable to relate',
    ],
    [
      () => loose('favorites').addToList('x1ListItems', { relate: 'bob' }),
      'patch(favorites): add /x1ListItems/new1: value must be the oid of the Referable to relate',
    ],
    [
      () => loose('tenant').removeFromList('licenseCounts', '1'),
      'patch(tenant): remove /licenseCounts/1: entries of licenseCounts cannot be removed',
    ],
    [
      () => loose('serverProvisioning').addToList('ipTable', { ipValue: 'not-an-ip' }),
      'patch(serverProvisioning): replace /ipTable/new1/ipValue: value must be an IP address or CIDR range',
    ],
    [
      () => loose('phoneLineGroup').removeFromList('lines', 'new1'),
      'patch(phoneLineGroup): remove /lines/new1: an entry of lines is removed by its oid',
    ],
    [
      () => loose('serverEmail').addToList('x', {}),
      'patch(serverEmail): add /x/new1: the path is not patchable here',
    ],
  ])('%#', (run, message) => {
    expect(run).toThrow(new TypeError(message));
  });

  it('operation arrays are checked against the spec too', () => {
    expect(() =>
      patchOperations('serverEmail', [{ op: 'replace', path: '/gateway', value: 3 }]),
    ).toThrow('patch(serverEmail): replace /gateway: value must be a string');
    expect(() =>
      patchOperations('serverEmail', [{ op: 'move', path: '/gateway' } as never]),
    ).toThrow(/op/);
    expect(() => patchOperations('serverEmail', [])).toThrow(/at least one operation/);
    expect(() => patchOperations('serverEmail', patch('serverEmail'))).toThrow(
      /at least one operation/,
    );
    expect(patchOperations('tenant', [{ op: 'add', path: '/licenseCounts/v1' }])).toEqual([
      { op: 'add', path: '/licenseCounts/v1' },
    ]);
  });

  it('virtual ids are unique within a builder and never look like oids', () => {
    const b = new PatchBuilder('serverProvisioning');
    for (let i = 0; i < 12; i++) b.addToList('ipTable', { ipValue: `10.0.0.${i}` });
    const ids = b
      .build()
      .filter((op) => op.op === 'add')
      .map((op) => op.path.split('/')[2]);
    expect(new Set(ids).size).toBe(12);
    expect(ids.every((id) => !/^\d+$/.test(id!))).toBe(true);
  });
});
