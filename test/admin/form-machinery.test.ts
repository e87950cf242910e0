import { describe, expect, it } from 'vitest';
import { buildPatch } from '../../src/main/core/admin/build-patch';
import {
  diffForm,
  leaveAsIsSchema,
  rebaseForm,
  serverEmailFormSchema,
  phoneLineGroupSpec,
  phoneTemplateFormSchema,
  phoneTemplateSpec,
  reportScheduleFormSchema,
  reportScheduleSpec,
  reportScheduleToForm,
  serverEmailSpec,
  serverProvisioningFormSchema,
  serverProvisioningSpec,
  serverProvisioningToForm,
  tenantFormSchema,
  tenantSpec,
  type FormSpec,
  type FormValues,
} from '../../src/shared/admin';

import {
  reportScheduleSample,
  serverProvisioningSample,
  templateSample,
} from '../main/call-samples';

/** The generic form machinery: the diff, the minimal patch it becomes, rebase, rules. */

const email = {
  code: 'UTF-8',
  voicemailToEmailEnabled: true,
  voicemailToEmailSender: 'voicemail@pbx.example',
  adminEmailAddress: 'admin@pbx.example',
  gateway: 'smtp.pbx.example',
};

const operations = (spec: FormSpec, base: FormValues | null, values: FormValues) =>
  buildPatch(spec.resource, diffForm(spec, base, values).changes).build();

/** Relation lists: phone line group members (4.13). */
const groupSpec = phoneLineGroupSpec;
const group = {
  commonName: 'Support pickup',
  lines: [
    { oid: '901', line: '501', name: 'Ann' },
    { oid: '902', line: '502', name: 'Bob' },
  ],
};

describe('diffForm and the patch it becomes', () => {
  it('an untouched form has no change, and building it refuses to send an empty patch', () => {
    const diff = diffForm(serverEmailSpec, email, { ...email });
    expect(diff.rows).toEqual([]);
    expect(() => buildPatch('serverEmail', diff.changes)).toThrow(/no changes to save/);
  });

  it('one replace per changed field, nothing for the others (4.19)', () => {
    expect(
      operations(serverEmailSpec, email, {
        ...email,
        gateway: 'mail.example.org',
        voicemailToEmailEnabled: false,
      }),
    ).toEqual([
      { op: 'replace', path: '/gateway', value: 'mail.example.org' },
      { op: 'replace', path: '/voicemailToEmailEnabled', value: false },
    ]);
  });

  it('a row per change, with before and after, for the review table', () => {
    const { rows } = diffForm(serverEmailSpec, email, { ...email, code: 'ISO-8859-1' });
    expect(rows).toEqual([
      { kind: 'field', field: 'code', before: 'UTF-8', after: 'ISO-8859-1', secret: false },
    ]);
  });

  it('nested fields replace their nested path (/mailFromAddress/address, 4.6)', () => {
    const spec: FormSpec = {
      resource: 'reportSchedule',
      scalars: [
        { name: 'mailFromAddress.address', path: 'mailFromAddress/address', kind: 'text' },
        { name: 'mailToList', path: 'mailToList', kind: 'stringList' },
      ],
      lists: [],
    };
    const base = { mailFromAddress: { address: 'a@x.example' }, mailToList: 'b@x.example' };
    expect(
      operations(spec, base, {
        mailFromAddress: { address: 'c@x.example' },
        mailToList: 'b@x.example\n d@x.example ',
      }),
    ).toEqual([
      { op: 'replace', path: '/mailFromAddress/address', value: 'c@x.example' },
      { op: 'replace', path: '/mailToList', value: ['b@x.example', 'd@x.example'] },
    ]);
    // The same addresses typed differently are no change.
    expect(diffForm(spec, base, { ...base, mailToList: ' b@x.example, ' }).rows).toEqual([]);
  });

  it('relation lists: remove by the relation oid, add with a virtual id and the related oid (4.0, 4.13)', () => {
    expect(
      operations(groupSpec, group, {
        ...group,
        lines: [group.lines[1], { line: '503', name: 'Cem' }],
      }),
    ).toEqual([
      { op: 'remove', path: '/lines/901' },
      { op: 'add', path: '/lines/new1', value: '503' },
    ]);
  });

  it('a secret is sent only when typed, and its row hides the value', () => {
    const spec: FormSpec = {
      resource: 'serverProvisioning',
      scalars: [{ name: 'adminPassword', path: 'adminPassword', kind: 'secret' }],
      lists: [],
    };
    expect(diffForm(spec, { adminPassword: '' }, { adminPassword: '' }).rows).toEqual([]);
    const diff = diffForm(spec, { adminPassword: '' }, { adminPassword: 's3cret' });
    expect(diff.changes.replace).toEqual({ adminPassword: 's3cret' });
    expect(diff.rows[0]).toMatchObject({ kind: 'field', secret: true });
  });

  it('without current values only what was filled in is sent', () => {
    const blank = {
      code: '',
      voicemailToEmailEnabled: null,
      voicemailToEmailSender: '',
      adminEmailAddress: '',
      gateway: '',
    };
    expect(operations(serverEmailSpec, null, { ...blank, voicemailToEmailEnabled: false })).toEqual(
      [{ op: 'replace', path: '/voicemailToEmailEnabled', value: false }],
    );
    expect(
      operations(groupSpec, null, { commonName: '', lines: [{ line: '503', name: '' }] }),
    ).toEqual([{ op: 'add', path: '/lines/new1', value: '503' }]);
  });
});

describe('4.17 tenant', () => {
  const tenant = {
    commonName: 'Globex',
    subDatabaseName: 'globex',
    resellerName: 'Reseller A',
    isTemplate: false,
    licenseCounts: [{ oid: '90', license: '5', licenseName: 'User license', maxLicenses: 10 }],
  };

  it('a rename and a new licence: add the entry, then its licence and maximum', () => {
    expect(
      operations(tenantSpec, tenant, {
        ...tenant,
        commonName: 'Globex Europe',
        licenseCounts: [...tenant.licenseCounts, { license: '6', maxLicenses: 7 }],
      }),
    ).toEqual([
      { op: 'replace', path: '/commonName', value: 'Globex Europe' },
      { op: 'add', path: '/licenseCounts/new1' },
      { op: 'replace', path: '/licenseCounts/new1/license', value: '6' },
      { op: 'replace', path: '/licenseCounts/new1/maxLicenses', value: 7 },
    ]);
  });

  it('a licence needs a licence id and a whole number as its maximum', () => {
    const issues = (licenseCounts: unknown[]) =>
      tenantFormSchema
        .safeParse({ ...tenant, licenseCounts })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues([{ license: '', maxLicenses: 3 }])).toEqual([['licenseCounts.0.license', 'oid']]);
    expect(issues([{ license: '6', maxLicenses: NaN }])).toEqual([
      ['licenseCounts.0.maxLicenses', 'integer'],
    ]);
    expect(issues([{ license: '6', maxLicenses: 2.5 }])).toEqual([
      ['licenseCounts.0.maxLicenses', 'integer'],
    ]);
    expect(issues([{ license: '6', maxLicenses: 0 }])).toBeUndefined();
  });
});

describe('4.1 phone template', () => {
  const key = templateSample.functionKeys[0]!;
  const template = {
    ...templateSample,
    softKeys: [{ ...key, oid: '712', monitoredPhone: '' }],
  };

  it('a changed key is removed and added again with its members and monitored phone', () => {
    expect(
      operations(phoneTemplateSpec, template, {
        ...template,
        functionKeys: [{ ...key, label: 'Front desk' }],
      }),
    ).toEqual([
      { op: 'remove', path: '/functionKeys/711' },
      { op: 'add', path: '/functionKeys/new1' },
      { op: 'replace', path: '/functionKeys/new1/type', value: 'blf' },
      { op: 'replace', path: '/functionKeys/new1/label', value: 'Front desk' },
      { op: 'replace', path: '/functionKeys/new1/value', value: '200' },
      { op: 'replace', path: '/functionKeys/new1/keyIndex', value: 1 },
      { op: 'replace', path: '/functionKeys/new1/monitoredPhone/720' },
    ]);
  });

  it('a removed soft key is one remove; a new key without a monitored phone has no reference path', () => {
    expect(
      operations(phoneTemplateSpec, template, {
        ...template,
        softKeys: [
          { type: 'speeddial', label: 'Sales', value: '300', keyIndex: 2, monitoredPhone: '' },
        ],
      }),
    ).toEqual([
      { op: 'remove', path: '/softKeys/712' },
      { op: 'add', path: '/softKeys/new1' },
      { op: 'replace', path: '/softKeys/new1/type', value: 'speeddial' },
      { op: 'replace', path: '/softKeys/new1/label', value: 'Sales' },
      { op: 'replace', path: '/softKeys/new1/value', value: '300' },
      { op: 'replace', path: '/softKeys/new1/keyIndex', value: 2 },
    ]);
  });

  it('configFileName only for the generic phone type; two keys never share a position', () => {
    const issues = (values: object) =>
      phoneTemplateFormSchema
        .safeParse({ ...template, ...values })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ configFileName: 'x.cfg' })).toEqual([['configFileName', 'genericOnly']]);
    expect(issues({ configFileName: 'x.cfg', phoneType: 'generic' })).toBeUndefined();
    expect(issues({ functionKeys: [key, { ...key, oid: undefined, label: 'Twin' }] })).toEqual([
      ['functionKeys.1.keyIndex', 'duplicateIndex'],
    ]);
  });
});

describe('4.6 report schedule', () => {
  const form = reportScheduleToForm(reportScheduleSample);

  it('nested device paths, the typed secret, and reports removed and added by relation', () => {
    expect(
      operations(reportScheduleSpec, form, {
        ...form,
        exportDevice: { ...form.exportDevice, smbPassword: 'pw', location: '\\\\nas\\r' },
        automatedReports: [{ report: '742', name: '' }],
      }),
    ).toEqual([
      { op: 'replace', path: '/exportDevice/location', value: '\\\\nas\\r' },
      { op: 'replace', path: '/exportDevice/smbPassword', value: 'pw' },
      { op: 'remove', path: '/automatedReports/740' },
      { op: 'add', path: '/automatedReports/new1', value: '742' },
    ]);
  });

  it('checks the addresses and the number of days before sending', () => {
    const issues = (values: object) =>
      reportScheduleFormSchema
        .safeParse({ ...form, ...values })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toBeUndefined();
    expect(
      issues({
        mailToList: 'a@x.example\nnope',
        mailFromAddress: { address: 'also nope', addressType: 'email' },
        extendByDays: -1,
      }),
    ).toEqual([
      ['extendByDays', 'nonNegative'],
      ['mailToList', 'emailList'],
      ['mailFromAddress.address', 'email'],
    ]);
  });
});

describe('4.14 server provisioning', () => {
  const form = serverProvisioningToForm(serverProvisioningSample);

  it('a firewall entry is added, then its ipValue replaced; one is removed by its oid', () => {
    expect(
      operations(serverProvisioningSpec, form, {
        ...form,
        provisioningRegistrationPort: 5070,
        ipTable: [form.ipTable[0]!, { ipValue: '172.16.0.0/12' }],
      }),
    ).toEqual([
      { op: 'replace', path: '/provisioningRegistrationPort', value: 5070 },
      { op: 'remove', path: '/ipTable/771' },
      { op: 'add', path: '/ipTable/new1' },
      { op: 'replace', path: '/ipTable/new1/ipValue', value: '172.16.0.0/12' },
    ]);
  });

  it('checks the port and each firewall entry before sending', () => {
    const issues = (values: object) =>
      serverProvisioningFormSchema
        .safeParse({ ...form, ...values })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({})).toBeUndefined();
    expect(
      issues({ provisioningRegistrationPort: 70000, ipTable: [{ ipValue: '10.0.0.300' }] }),
    ).toEqual([
      ['provisioningRegistrationPort', 'port'],
      ['ipTable.0.ipValue', 'ip'],
    ]);
  });
});

describe('rebaseForm: keeping my changes on top of theirs', () => {
  it('applies my fields and entries to the fresh values, keeping theirs elsewhere', () => {
    const mine = { ...group, commonName: 'Mine', lines: [group.lines[0], { line: '503' }] };
    const theirs = {
      commonName: 'Support pickup',
      lines: [...group.lines, { oid: '903', line: '504', name: 'Dee' }],
    };
    expect(rebaseForm(groupSpec, group, mine, theirs)).toEqual({
      commonName: 'Mine',
      lines: [group.lines[0], { oid: '903', line: '504', name: 'Dee' }, { line: '503' }],
    });
  });
});

describe('field rules', () => {
  it('e-mail fields take an address or stay empty; the gateway is required', () => {
    const issues = (values: object) =>
      serverEmailFormSchema
        .safeParse(values)
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(email)).toBeUndefined();
    expect(issues({ ...email, adminEmailAddress: '' })).toBeUndefined();
    expect(issues({ ...email, adminEmailAddress: 'nope', gateway: ' ' })).toEqual([
      ['adminEmailAddress', 'email'],
      ['gateway', 'required'],
    ]);
  });

  it('without current values any field may be left as is, and what is filled in still follows its rule', () => {
    const relaxed = leaveAsIsSchema(serverEmailFormSchema);
    expect(
      relaxed.safeParse({
        code: '',
        voicemailToEmailEnabled: null,
        voicemailToEmailSender: '',
        adminEmailAddress: '',
        gateway: '',
      }).success,
    ).toBe(true);
    expect(relaxed.safeParse({ ...email, adminEmailAddress: 'nope' }).success).toBe(false);
  });
});
