import {
  serverProvisioningStringFields,
  vendorSettingNames,
  type AudioFile,
  type BackupLog,
  type BackupSchedule,
  type Favorites,
  type PhoneKey,
  type PhoneLineGroup,
  type PhoneProvisioning,
  type PhoneTemplate,
  type Reference,
  type ReportSchedule,
  type ServerEmail,
  type ServerProvisioning,
  type Tenant,
} from '../../shared/interface';
import { toneWav } from '../audio';
import { demoPagePath } from '../web-pages';
import { type UserRecord } from '../store/types';
import { type People, type SeedContext } from './people';

const DAY = 86_400_000;

export interface AdminObjects {
  phoneTemplate: PhoneTemplate;
  genericPhoneTemplate: PhoneTemplate;
  phoneLineGroup: PhoneLineGroup;
  provisioning: PhoneProvisioning;
  reportSchedule: ReportSchedule;
  /** An automated report not yet in the report schedule (to add). */
  automatedReport: Reference;
  /** The automated reports the daily schedule does not hold (another schedule's, seeded last). */
  otherReports: readonly Reference[];
  backupSchedule: BackupSchedule;
  backupLog: BackupLog;
  audioFile: AudioFile;
  /** A person not yet among the user's favorites (to add). */
  referable: Reference;
}

function keys(
  ctx: SeedContext,
  objectType: 'PhoneFunctionKey' | 'PhoneSoftKey',
  monitored: readonly Reference[],
): PhoneKey[] {
  return monitored.map((phone, i) => ({
    oid: ctx.store.newOid(),
    objectType,
    type: i % 2 === 0 ? 'blf' : 'speeddial',
    label: phone.commonName,
    value: String(101 + i),
    keyIndex: i + 1,
    monitoredPhone: { ...phone },
  }));
}

function phoneTemplate(
  ctx: SeedContext,
  tenant: Tenant,
  name: string,
  phoneType: string,
  monitored: readonly Reference[],
): PhoneTemplate {
  const template: PhoneTemplate = {
    oid: ctx.store.newOid(),
    objectType: 'XCCPhoneTemplate',
    commonName: name,
    permissions: 'ReadWriteRemove',
    allowPeerToPeer: false,
    provisioningEnabled: true,
    phoneType,
    ...(phoneType === 'generic' ? { configFileName: 'generic.cfg' } : {}),
    customProvisioningOptions: '',
    useRedirection: false,
    active: true,
    hotDeskingEnabled: ctx.prng.chance(0.5),
    doNotDisturb: false,
    voicemailNumber: '1233',
    functionKeys: keys(ctx, 'PhoneFunctionKey', monitored),
    softKeys: keys(ctx, 'PhoneSoftKey', monitored.slice(0, 2)),
  };
  ctx.store.phoneTemplates.set(template.oid, { tenantOid: tenant.oid, value: template });
  ctx.store.addReference(template.oid, tenant.oid, template);
  return template;
}

function provisioning(
  ctx: SeedContext,
  tenant: Tenant,
  template: PhoneTemplate,
  phone: Reference,
  index: number,
): PhoneProvisioning {
  const { store, prng } = ctx;
  const mac = prng.hex(12).toUpperCase();
  const record: PhoneProvisioning = {
    oid: store.newOid(),
    objectType: 'XCCPhoneProvisioning',
    commonName: `Provisioning ${mac}`,
    permissions: 'ReadWriteRemove',
    provisioningEnabled: true,
    phoneType: template.phoneType,
    macAddress: mac.replace(/(..)(?!$)/g, '$1:'),
    serialNumber: `SN${prng.int(100_000, 999_999)}`,
    macId: mac,
    configFileName: `${mac.toLowerCase()}.cfg`,
    functionKeys: template.functionKeys.map((k) => ({ ...k, oid: store.newOid() })),
    softKeys: template.softKeys.map((k) => ({ ...k, oid: store.newOid() })),
    customProvisioningOptions: { content: '', oid: store.newOid(), objectType: 'Comment' },
    useRedirection: false,
    phoneTemplate: {
      commonName: template.commonName,
      oid: template.oid,
      objectType: template.objectType,
    },
    voicemailNumber: '1233',
    callPickupCode: '*8',
    useTftpProvisioning: false,
    phoneWallpaperUrl: '',
    reprovisionDate: index === 0 ? '03:00' : '',
    activationCode: String(prng.int(100_000, 999_999)),
    activationStatus: 'NOT_ACTIVATED',
    activationIp: '',
    phoneVendor1Settings: {
      oid: store.newOid(),
      objectType: 'PhoneVendor1Settings',
      ...(Object.fromEntries(
        vendorSettingNames.flatMap((n) => [
          [`${n}Active`, prng.chance(0.5)],
          [`${n}Value`, ''],
        ]),
      ) as Record<string, boolean | string>),
    },
    accounts: [{ ...phone }],
  };
  store.provisioning.set(record.oid, { tenantOid: tenant.oid, value: record });
  return record;
}

const device = (type: string, location: string) => ({
  type,
  location,
  usbId: '',
  smbUserName: '',
  smbPassword: '',
  smbVersion: '',
  ssl: false,
  subDirectory: '',
});

function reportSchedule(
  ctx: SeedContext,
  tenant: Tenant,
  reports: readonly Reference[],
  { name, frequency } = { name: 'Daily call statistics', frequency: 'DAILY' },
) {
  const { store } = ctx;
  const schedule: ReportSchedule = {
    oid: store.newOid(),
    objectType: 'QBQueryReportSchedule',
    commonName: name,
    permissions: 'ReadWriteRemove',
    frequency,
    enabled: true,
    mailText: 'Attached: yesterday’s call statistics.',
    extendByDays: 0,
    nextCreationDate: ctx.ago(-DAY / 2),
    sendSeperatly: false,
    mailToList: 'reports@master.example.com',
    mailFromAddress: { address: 'noreply@master.example.com', addressType: 'email' },
    exportDevice: { ...device('windowsShare', '\\\\fileserver\\reports'), mode: 'overwrite' },
    previousResults: [1, 2, 3].map((days) => ({
      oid: store.newOid(),
      objectType: 'QBQueryReportResult',
      reportDate: ctx.ago(days * DAY),
      resultReport: {
        oid: store.newOid(),
        objectType: 'Attachment',
        commonName: `call-statistics-${days}.pdf`,
        mimeType: 'application/pdf',
        size: 20_000 + days * 137,
      },
    })),
    automatedReports: reports.map((report) => ({
      oid: store.newOid(),
      objectType: 'relScheduledAutomated',
      automatedReport: { ...report },
    })),
  };
  store.reportSchedules.set(schedule.oid, { tenantOid: tenant.oid, value: schedule });
  return schedule;
}

function backupSchedule(ctx: SeedContext, tenant: Tenant): BackupSchedule {
  const { store } = ctx;
  const oid = store.newOid();
  const logs: BackupLog[] = Array.from({ length: 10 }, (_, i) => {
    const started = (10 - i) * DAY;
    const log: BackupLog = {
      oid: store.newOid(),
      objectType: 'XCCBackupLog',
      timeStamp: ctx.ago(started),
      timeStampEnd: ctx.ago(started - 20 * 60_000),
      backupFile: `/var/backups/switchboard-${10 - i}.tar.gz`,
      status: 'SUCCESS',
      details: `Backup ${10 - i}: database and configuration written, 0 warnings.`,
    };
    store.backupLogs.set(log.oid, { tenantOid: tenant.oid, value: log });
    return log;
  });
  const schedule: BackupSchedule = {
    oid,
    objectType: 'XCCBackupSchedule',
    commonName: 'Nightly backup',
    permissions: 'ReadWriteRemove',
    externalDevice: {
      oid: store.newOid(),
      objectType: 'XCCExternalDevice',
      ...device('localDirectory', '/var/backups'),
    },
    maxBackups: 14,
    backupDatabase: true,
    centralBackup: false,
    backupAllTenants: true,
    tenant: { commonName: tenant.commonName, oid: tenant.oid, objectType: 'XCCTenant' },
    schedules: ['monday', 'wednesday', 'friday'].map((day) => ({
      oid: store.newOid(),
      objectType: 'XCCBackupStart',
      day,
      startTime: '02:30',
    })),
    // Log details are read per log (4.10); the schedule lists them without.
    backupLogs: logs.map(({ details: _details, ...log }) => log),
  };
  store.backupSchedules.set(oid, { tenantOid: tenant.oid, value: schedule });
  return schedule;
}

function audioFile(ctx: SeedContext, tenant: Tenant, name: string, category: string) {
  const { store } = ctx;
  const sound = toneWav(ctx.prng.int(2, 5));
  const file: AudioFile = {
    oid: store.newOid(),
    objectType: 'XCCAudioFile',
    commonName: name,
    permissions: 'ReadWriteRemove',
    category,
    locale: { commonName: 'English (United Kingdom)', oid: store.newOid(), objectType: 'Locale' },
    language: 'en',
    isSystemDefault: category === 'musicOnHold',
    audioFile: {
      oid: store.newOid(),
      objectType: 'Attachment',
      commonName: `${name.toLowerCase().replace(/\s+/g, '-')}.wav`,
      mimeType: 'audio/wav',
      size: sound.byteLength,
    },
  };
  store.audioFiles.set(file.oid, { tenantOid: tenant.oid, value: file });
  // What the guide's attachments_get.html serves of it: a tone of a few seconds.
  store.attachmentContents.set(file.audioFile.oid, sound);
  return file;
}

/** Settings objects exist once per tenant (2.14, 2.15). */
export function seedServerSettings(ctx: SeedContext, tenant: Tenant): void {
  const { store } = ctx;
  const domain = `${tenant.subDatabaseName}.example.com`;
  const provisioning = {
    oid: store.newOid(),
    objectType: 'XCCServerProvisioning',
    commonName: 'Provisioning settings',
    ...Object.fromEntries(serverProvisioningStringFields.map((f) => [f, ''])),
    provisioningDirectory: '/var/provisioning',
    provisioningRegistrationHost: `sip.${domain}`,
    provisioningRegistrationPort: 5060,
    ldapProvisioningEnabled: false,
    ipTable: ['10.0.0.0/8', '192.168.1.10'].map((ipValue) => ({
      oid: store.newOid(),
      objectType: 'XCCIpTableEntry',
      ipValue,
    })),
  } as ServerProvisioning;
  store.serverProvisioning.set(tenant.oid, provisioning);
  const email: ServerEmail = {
    oid: store.newOid(),
    objectType: 'XCCServerEmail',
    commonName: 'E-mail settings',
    code: 'UTF-8',
    voicemailToEmailEnabled: true,
    voicemailToEmailSender: `voicemail@${domain}`,
    adminEmailAddress: `admin@${domain}`,
    gateway: `smtp.${domain}`,
  };
  store.serverEmail.set(tenant.oid, email);
}

/** Favorites and integrated web pages, per user. */
export function seedPersonal(ctx: SeedContext, user: UserRecord, favorites: readonly Reference[]) {
  const { store } = ctx;
  const list: Favorites = {
    oid: store.newOid(),
    objectType: 'X1List',
    commonName: 'Favorites',
    x1ListItems: favorites.map((referable, i) => ({
      oid: store.newOid(),
      objectType: 'X1ListItem',
      orderNumber: i + 1,
      referable: { ...referable },
    })),
  };
  store.favorites.set(user.oid, list);
  store.webpages.set(user.oid, [
    // Relative: the simulator serves them itself (web-pages.ts); 4.16 answers absolute URLs.
    { name: 'Intranet', url: demoPagePath('intranet'), active: true },
    { name: 'CRM', url: demoPagePath('crm'), active: true },
    { name: 'Old wiki', url: demoPagePath('wiki'), active: false },
  ]);
}

/** Templates, groups, provisioning, schedules and audio files of the master tenant. */
export function seedAdmin(ctx: SeedContext, tenant: Tenant, people: People): AdminObjects {
  const { store } = ctx;
  const colleagues = people.colleagues;
  const phonesOf = (users: readonly UserRecord[]) =>
    users.map((u) => people.phones.get(u.oid)).filter((p): p is Reference => p !== undefined);
  const template = phoneTemplate(
    ctx,
    tenant,
    'Desk phones',
    'vendor1',
    phonesOf(colleagues.slice(0, 4)),
  );
  const generic = phoneTemplate(
    ctx,
    tenant,
    'Generic SIP',
    'generic',
    phonesOf(colleagues.slice(4, 6)),
  );
  phoneTemplate(ctx, tenant, 'Reception console', 'vendor2', phonesOf(colleagues.slice(6, 12)));

  const lineRef = (u: UserRecord) => u.primaryLine;
  const groups = [
    { name: 'Support pickup', members: colleagues.slice(0, 5).map(lineRef) },
    { name: 'Sales pickup', members: colleagues.slice(5, 9).map(lineRef) },
  ].map(({ name, members }) => {
    const group: PhoneLineGroup = {
      oid: store.newOid(),
      objectType: 'XCCPhoneLineGroup',
      commonName: name,
      permissions: 'ReadWriteRemove',
      lines: members.map((line) => ({
        oid: store.newOid(),
        objectType: 'XCCPhoneLineGroupMember',
        line: { ...line },
      })),
    };
    store.phoneLineGroups.set(group.oid, { tenantOid: tenant.oid, value: group });
    return group;
  });

  const provisioned = [people.user, people.admin, ...colleagues.slice(0, 3)].map((u, i) =>
    provisioning(ctx, tenant, template, people.phones.get(u.oid) as Reference, i),
  );

  const reports = ['Calls per line', 'Missed calls', 'Queue statistics', 'Chat volume'].map(
    (name) => {
      const report: Reference = {
        commonName: name,
        oid: store.newOid(),
        objectType: 'AutomatedReport',
      };
      store.addReference(report.oid, tenant.oid, report);
      return report;
    },
  );
  const schedule = reportSchedule(ctx, tenant, reports.slice(0, 2));
  const backup = backupSchedule(ctx, tenant);
  const audio = [
    audioFile(ctx, tenant, 'Welcome message', 'greeting'),
    audioFile(ctx, tenant, 'Hold music', 'musicOnHold'),
    audioFile(ctx, tenant, 'Closed message', 'greeting'),
  ];

  return {
    phoneTemplate: template,
    genericPhoneTemplate: generic,
    phoneLineGroup: groups[0] as PhoneLineGroup,
    provisioning: provisioned[0] as PhoneProvisioning,
    reportSchedule: schedule,
    automatedReport: reports[3] as Reference,
    otherReports: reports.slice(2),
    backupSchedule: backup,
    backupLog: backup.backupLogs[backup.backupLogs.length - 1] as BackupLog,
    audioFile: audio[0] as AudioFile,
    referable: colleagues[10]?.person as Reference,
  };
}

/**
 * A second report schedule, of the reports the first does not hold: seeded after everything
 * else, so the oids seeded before it stay as they were.
 */
export function seedWeeklyReports(ctx: SeedContext, tenant: Tenant, reports: readonly Reference[]) {
  return reportSchedule(ctx, tenant, reports, {
    name: 'Weekly queue report',
    frequency: 'WEEKLY',
  });
}
