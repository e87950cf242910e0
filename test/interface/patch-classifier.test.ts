import { describe, expect, it } from 'vitest';
import {
  classifyPatchOperation,
  patchSpecs,
  type FieldKind,
  type PatchOperation,
  type PatchPathFailure,
  type PatchResource,
  type PatchSpec,
} from '../../src/shared/interface';

/**
 * The one reading of the 4.0 path grammar. The client's check (test/api/patch-builder.test.ts)
 * and the simulator (test/simulator/patch.test.ts) answer with these very sentences;
 * test/contract proves the two agree over the wire.
 */
const classify = (resource: PatchResource, operation: PatchOperation) =>
  classifyPatchOperation(patchSpecs[resource], operation);

describe('what an accepted operation addresses', () => {
  it('a field, nested or not, with its checked value', () => {
    expect(classify('serverEmail', { op: 'replace', path: '/gateway', value: 'smtp' })).toEqual({
      ok: true,
      target: { kind: 'field', path: ['gateway'], value: 'smtp' },
    });
    expect(
      classify('reportSchedule', {
        op: 'replace',
        path: '/mailFromAddress/address',
        value: 'a@b.example',
      }),
    ).toEqual({
      ok: true,
      target: { kind: 'field', path: ['mailFromAddress', 'address'], value: 'a@b.example' },
    });
  });

  it('an add under a virtual id, with the related oid where the list relates objects', () => {
    const lines = patchSpecs.phoneLineGroup.lists.lines;
    expect(classify('phoneLineGroup', { op: 'add', path: '/lines/new1', value: '42' })).toEqual({
      ok: true,
      target: {
        kind: 'addEntry',
        list: 'lines',
        listSpec: lines,
        virtualId: 'new1',
        relatedOid: '42',
      },
    });
    expect(classify('serverProvisioning', { op: 'add', path: '/ipTable/r' })).toEqual({
      ok: true,
      target: {
        kind: 'addEntry',
        list: 'ipTable',
        listSpec: patchSpecs.serverProvisioning.lists.ipTable,
        virtualId: 'r',
      },
    });
  });

  it('a remove by the entry oid', () => {
    expect(classify('favorites', { op: 'remove', path: '/x1ListItems/781' })).toMatchObject({
      ok: true,
      target: { kind: 'removeEntry', list: 'x1ListItems', entryOid: '781' },
    });
  });

  it('a member of an entry (virtual id or oid), and a member set by reference', () => {
    expect(
      classify('phoneTemplate', { op: 'replace', path: '/functionKeys/new1/keyIndex', value: 3 }),
    ).toMatchObject({
      ok: true,
      target: {
        kind: 'setMember',
        list: 'functionKeys',
        entryId: 'new1',
        member: 'keyIndex',
        value: 3,
      },
    });
    expect(
      classify('favorites', { op: 'replace', path: '/x1ListItems/781/orderNumber', value: 2 }),
    ).toMatchObject({ ok: true, target: { kind: 'setMember', entryId: '781' } });
    expect(
      classify('phoneTemplate', { op: 'replace', path: '/softKeys/new2/monitoredPhone/555' }),
    ).toMatchObject({
      ok: true,
      target: {
        kind: 'setReference',
        list: 'softKeys',
        entryId: 'new2',
        member: 'monitoredPhone',
        oid: '555',
      },
    });
  });

  it('every replace path and list member of every spec, with a value of its kind', () => {
    const sample: Record<FieldKind, unknown> = {
      string: 's',
      boolean: false,
      integer: 0,
      oid: '1',
      ip: '2001:db8::/32',
      stringList: 'one',
    };
    for (const [resource, spec] of Object.entries(patchSpecs) as [PatchResource, PatchSpec][]) {
      for (const [path, kind] of Object.entries(spec.replace)) {
        const op = { op: 'replace', path: `/${path}`, value: sample[kind] } as const;
        expect(classify(resource, op), `${resource} ${path}`).toMatchObject({ ok: true });
      }
      for (const [list, listSpec] of Object.entries(spec.lists)) {
        for (const [member, kind] of Object.entries(listSpec.members)) {
          const op = { op: 'replace', path: `/${list}/v/${member}`, value: sample[kind] } as const;
          expect(classify(resource, op), `${resource} ${list}.${member}`).toMatchObject({
            ok: true,
          });
        }
      }
    }
  });
});

describe('what is refused: a named failure and one sentence', () => {
  it.each<[PatchResource, PatchOperation, PatchPathFailure, string]>([
    [
      'serverEmail',
      { op: 'replace', path: 'gateway', value: 'x' },
      'notAPath',
      'a path starts with / followed by a field name',
    ],
    [
      'serverEmail',
      { op: 'replace', path: '/gateway/', value: 'x' },
      'emptySegment',
      'the path has an empty segment',
    ],
    [
      'phoneTemplate',
      { op: 'replace', path: '/functionKeys//label', value: 'x' },
      'emptySegment',
      'the path has an empty segment',
    ],
    [
      'serverEmail',
      { op: 'replace', path: '/colour', value: 'x' },
      'notPatchable',
      'the path is not patchable here',
    ],
    [
      'reportSchedule',
      { op: 'replace', path: '/mailFromAddress', value: 'x' },
      'notPatchable',
      'the path is not patchable here',
    ],
    [
      'serverProvisioning',
      { op: 'replace', path: '/ipTable', value: [] },
      'notPatchable',
      'the path is not patchable here',
    ],
    [
      'phoneTemplate',
      { op: 'replace', path: '/functionKeys/a/monitoredPhone/5/6' },
      'notPatchable',
      'the path is not patchable here',
    ],
    [
      'serverEmail',
      { op: 'add', path: '/gateway', value: 'x' },
      'onlyReplaced',
      'this path is only replaced',
    ],
    [
      'serverEmail',
      { op: 'remove', path: '/gateway' },
      'onlyReplaced',
      'this path is only replaced',
    ],
    [
      'favorites',
      { op: 'add', path: '/x1ListItems/a/orderNumber', value: 1 },
      'onlyReplaced',
      'this path is only replaced',
    ],
    [
      'serverEmail',
      { op: 'replace', path: '/voicemailToEmailEnabled', value: 'yes' },
      'wrongKind',
      'value must be a boolean',
    ],
    ['serverEmail', { op: 'replace', path: '/gateway' }, 'wrongKind', 'value must be a string'],
    [
      'serverProvisioning',
      { op: 'replace', path: '/provisioningRegistrationPort', value: 50.5 },
      'wrongKind',
      'value must be an integer',
    ],
    [
      'tenant',
      { op: 'replace', path: '/licenseCounts/a/license', value: 'L1' },
      'wrongKind',
      'value must be an oid (a string of digits)',
    ],
    [
      'serverProvisioning',
      { op: 'replace', path: '/ipTable/a/ipValue', value: '10.0.0.300' },
      'wrongKind',
      'value must be an IP address or CIDR range',
    ],
    [
      'reportSchedule',
      { op: 'replace', path: '/mailToList', value: [1] },
      'wrongKind',
      'value must be a string or a list of strings',
    ],
    [
      'reportSchedule',
      { op: 'add', path: '/automatedReports/a' },
      'relatedOidNeeded',
      'value must be the oid of the AutomatedReport to relate',
    ],
    [
      'favorites',
      { op: 'add', path: '/x1ListItems/a', value: 781 },
      'relatedOidNeeded',
      'value must be the oid of the Referable to relate',
    ],
    [
      'serverProvisioning',
      { op: 'add', path: '/ipTable/a', value: '10.0.0.1' },
      'addTakesNoValue',
      'an entry of ipTable is added without a value',
    ],
    [
      'tenant',
      { op: 'remove', path: '/licenseCounts/5' },
      'notRemovable',
      'entries of licenseCounts cannot be removed',
    ],
    [
      'phoneLineGroup',
      { op: 'remove', path: '/lines/new1' },
      'removeNeedsOid',
      'an entry of lines is removed by its oid',
    ],
    [
      'phoneLineGroup',
      { op: 'replace', path: '/lines/5', value: '6' },
      'entryNotReplaced',
      'an entry of lines is added or removed, not replaced',
    ],
    [
      'phoneTemplate',
      { op: 'replace', path: '/functionKeys/a/colour', value: 'red' },
      'notMember',
      'colour is not a member of functionKeys',
    ],
    [
      'phoneLineGroup',
      { op: 'replace', path: '/lines/5/line', value: '6' },
      'notMember',
      'line is not a member of lines',
    ],
    [
      'phoneTemplate',
      { op: 'replace', path: '/functionKeys/a/label/5', value: 'x' },
      'notReference',
      'label is not set by reference',
    ],
    [
      'phoneTemplate',
      { op: 'replace', path: '/functionKeys/a/monitoredPhone', value: '5' },
      'referenceOidNeeded',
      'the path must end in the oid of the object monitoredPhone refers to',
    ],
    [
      'phoneTemplate',
      { op: 'replace', path: '/functionKeys/a/monitoredPhone/desk' },
      'referenceOidNeeded',
      'the path must end in the oid of the object monitoredPhone refers to',
    ],
  ])('%s %j: %s', (resource, operation, failure, sentence) => {
    expect(classify(resource, operation)).toEqual({ ok: false, failure, sentence });
  });

  it('checks the path before the value: a wrong path is named as such whatever the value', () => {
    expect(classify('serverEmail', { op: 'add', path: '/colour', value: {} })).toMatchObject({
      failure: 'notPatchable',
    });
    expect(classify('serverEmail', { op: 'add', path: '/gateway', value: 3 })).toMatchObject({
      failure: 'onlyReplaced',
    });
  });
});
