import { toMe } from '../../src/main/core/handlers/me';
import {
  callNames,
  toLogRow,
  type CallArgs,
  type CallSettings,
  type UpdateState,
  type CallName,
  type CallResult,
  type SessionUser,
} from '../../src/shared/contract';
import { serverProvisioningTexts, type ServerProvisioningView } from '../../src/shared/admin';
import * as f from '../api/fixtures';

/**
 * One valid argument and one valid result for every contract call, for tests that send each
 * call across the bridge. The type asks for every call name, so a new call does not compile
 * until it has its sample here; `samplesFor` checks the same at run time.
 */
type CallSamples = { readonly [K in CallName]: { args: CallArgs<K>; result: CallResult<K> } };

const user: SessionUser = {
  userName: 'alice',
  displayName: 'Alice',
  role: 'user',
  serverUrl: 'https://pbx.example',
  serverLabel: 'pbx.example',
  tenant: 'master',
  demo: false,
  remembered: true,
};
const signedIn = { status: 'signed-in', user } as const;
const online = { status: 'online', since: '2024-05-01T10:00:00.000Z' } as const;
const file = {
  originalLocation: 'notes.txt',
  commonName: 'notes.txt',
  mimeType: 'text/plain',
  contentsB64String: 'aGVsbG8=',
};
const serverEmail = {
  code: 'UTF-8',
  voicemailToEmailEnabled: true,
  voicemailToEmailSender: 'voicemail@pbx.example',
  adminEmailAddress: 'admin@pbx.example',
  gateway: 'smtp.pbx.example',
};
const key = {
  oid: '711',
  type: 'blf',
  label: 'Reception',
  value: '200',
  keyIndex: 1,
  monitoredPhone: '720',
  monitoredName: 'Reception desk',
};
/** A phone template's view, also the form tests' starting point. */
export const templateSample = {
  commonName: 'Desk phones',
  phoneType: 'vendor1',
  configFileName: '',
  customProvisioningOptions: '',
  voicemailNumber: '1233',
  allowPeerToPeer: false,
  provisioningEnabled: true,
  useRedirection: false,
  active: true,
  hotDeskingEnabled: true,
  doNotDisturb: false,
  functionKeys: [key],
  softKeys: [],
};
/** A report schedule's view, also the form tests' starting point. */
export const reportScheduleSample = {
  commonName: 'Daily call statistics',
  enabled: true,
  frequency: 'DAILY',
  mailText: 'Attached.',
  extendByDays: 0,
  nextCreationDate: '2024-05-02 03:00:00',
  sendSeperatly: false,
  mailToList: 'reports@pbx.example',
  mailFromAddress: { address: 'noreply@pbx.example', addressType: 'email' },
  exportDevice: {
    type: 'windowsShare',
    location: '\\\\fileserver\\reports',
    usbId: '',
    smbUserName: 'reports',
    smbVersion: '3',
    subDirectory: '',
    mode: 'overwrite',
    ssl: false,
  },
  deviceSecretSet: true,
  previousResults: [
    {
      oid: '730',
      reportDate: '2024-05-01 03:00:00',
      name: 'call-statistics.pdf',
      mimeType: 'application/pdf',
      size: 20137,
    },
  ],
  automatedReports: [{ oid: '740', report: '741', name: 'Calls per line' }],
};
const group = {
  commonName: 'Support pickup',
  lines: [{ oid: '901', line: '501', name: 'Ann Example (101)' }],
};
const tenant = {
  oid: '11',
  commonName: 'Acme',
  active: true,
  subDatabaseName: 'acme',
  isTemplate: false,
  resellerName: 'Reseller A',
  licenseCounts: [{ oid: '90', license: '5', licenseName: 'license.user', maxLicenses: 100 }],
};
/** Server provisioning settings as the screen sees them: every secret empty, which are set. */
export const serverProvisioningSample = {
  ...Object.fromEntries(serverProvisioningTexts.map((f) => [f, ''])),
  provisioningDirectory: '/var/provisioning',
  provisioningRegistrationHost: 'sip.pbx.example',
  provisioningRegistrationPort: 5060,
  ldapProvisioningEnabled: false,
  secretsSet: [2],
  ipTable: [
    { oid: '770', ipValue: '10.0.0.0/8' },
    { oid: '771', ipValue: '192.168.1.10' },
  ],
} as unknown as ServerProvisioningView;
const review = {
  userReportedBadAudio: true,
  userReportedOnewayAudio: false,
  userReportedUnstableConnection: false,
  userAudioQualityRating: 4,
  userAudioQualityReview: 'Some echo',
};

const desktopState = {
  features: { badge: true, tray: true, loginItem: true, callLinks: true },
  keepInTray: true,
  openAtLogin: false,
  opensCallLinks: false,
  mutedUntil: '2024-05-01T11:00:00.000Z',
};

const myStatus = {
  status: 'dont_disturb',
  message: 'In a meeting',
  temporary: { status: 'dont_disturb', until: '2024-05-01T11:00:00.000Z' },
  doNotDisturb: false,
};

const callSettings = {
  values: {
    ringFirst: { phone: 'mobile' as const, mobile: '+31612345678' },
    redirection: { on: true, to: '0657483920', afterSeconds: 15 },
    ringSeconds: 25,
    fallback: { on: false, to: '' },
    voicemail: true,
    callerId: '+31 20 555 0000',
  },
  callerIds: ['+31 20 555 0101', '+31 20 555 0000'],
  line: true,
} satisfies CallSettings;

const updateState = {
  supported: true,
  currentVersion: '1.2.3',
  channel: 'stable',
  lastCheckedAt: '2026-11-28T10:00:00.000Z',
  status: { phase: 'ready', version: '1.3.0' },
} satisfies UpdateState;

export const callSamples: CallSamples = {
  'app.info': {
    args: undefined,
    result: { host: 'browser', version: '1.2.3', platform: 'linux', demo: true },
  },
  'app.language': { args: { pageLocales: ['nl-NL', 'en'] }, result: { language: 'nl' } },
  'app.setLanguage': { args: { language: 'nl' }, result: undefined },
  'app.about': {
    args: undefined,
    result: {
      version: '1.2.3',
      electron: '45.5.0',
      chrome: '140.0.0.0',
      node: '22.20.0',
      platform: 'linux',
      arch: 'x64',
      osRelease: '6.12.0',
    },
  },
  'app.diagnostics': { args: undefined, result: { text: 'Switchboard 1.2.3 (browser host)' } },
  'updates.get': { args: undefined, result: updateState },
  'updates.check': {
    args: undefined,
    result: { ...updateState, status: { phase: 'downloading', version: '1.3.0', percent: 42 } },
  },
  'updates.setChannel': { args: { channel: 'beta' }, result: { ...updateState, channel: 'beta' } },
  'updates.setFeed': {
    args: { url: 'https://updates.example.com/switchboard/' },
    result: { ...updateState, customFeedUrl: 'https://updates.example.com/switchboard/' },
  },
  'updates.restart': { args: undefined, result: { outcome: 'in-call' } },
  'session.get': { args: undefined, result: signedIn },
  'live.get': { args: undefined, result: { state: 'live', connection: 2 } },
  'live.watchTyping': { args: { session: '1588675', on: true }, result: undefined },
  'live.watchReceipts': {
    args: { sessions: [{ session: '1588675', name: 'Chat Alice <-> Bob' }] },
    result: undefined,
  },
  'chat.recent': {
    args: undefined,
    result: {
      sessions: [
        { session: '1588675', unread: 2, lastOid: '2006518', lastDate: '2024-05-01 10:00:00' },
      ],
    },
  },
  'chat.markRead': { args: { messages: ['2006518'] }, result: { marked: 1 } },
  'session.signIn': {
    args: { serverUrl: 'https://pbx.example', userName: 'alice', password: 'pw', remember: true },
    result: signedIn,
  },
  'session.requestMfaCode': {
    args: { serverUrl: 'https://pbx.example', userName: 'alice', email: 'alice@pbx.example' },
    result: { outcome: 'sent' },
  },
  'session.startDemo': { args: undefined, result: { ...signedIn, user: { ...user, demo: true } } },
  'session.resume': {
    args: undefined,
    result: { status: 'restoring', serverUrl: user.serverUrl, userName: user.userName },
  },
  'session.signOut': {
    args: undefined,
    result: { status: 'signed-out', serverUrl: 'https://pbx.example', canResume: false },
  },
  'session.rememberSupport': {
    args: undefined,
    result: { available: false, sentence: 'No keyring here.' },
  },
  'me.info': { args: undefined, result: toMe(f.meInfo) },
  'status.get': { args: undefined, result: myStatus },
  'status.selectable': {
    args: undefined,
    result: { statuses: ['available', 'dont_disturb'] },
  },
  'status.set': { args: { status: 'unavailable' }, result: myStatus },
  'status.setTemporary': {
    args: { status: 'dont_disturb', until: '2024-05-01T11:00:00.000Z' },
    result: myStatus,
  },
  'status.setMessage': { args: { message: 'In a meeting' }, result: myStatus },
  'status.setDoNotDisturb': { args: { on: true }, result: myStatus },
  'callSettings.get': { args: undefined, result: callSettings },
  'callSettings.save': { args: callSettings.values, result: callSettings },
  'connectivity.get': { args: undefined, result: online },
  'connectivity.check': {
    args: undefined,
    result: { status: 'offline', sentence: 'Offline.', since: online.since },
  },
  'links.open': { args: { url: 'https://pbx.example/help' }, result: undefined },
  'phone.call': { args: { number: '+31 (0)15 215 0000' }, result: undefined },
  'phone.hangup': { args: { channel: '1536579412.274' }, result: undefined },
  'phone.transfer': {
    args: { channel: '1536579412.274', number: '+31 15 215 0202' },
    result: undefined,
  },
  'phone.takeCallLink': { args: undefined, result: { number: '+31201234567' } },
  'phone.calls': {
    args: undefined,
    result: {
      calls: [
        {
          channel: '1536579412.274',
          state: 'connected',
          number: '0152150000',
          name: 'Bob de Vries',
          connectedAt: '2024-05-01T09:30:00.000Z',
        },
      ],
    },
  },
  'desktop.get': { args: undefined, result: desktopState },
  'desktop.setUnread': { args: { count: 3 }, result: undefined },
  'desktop.setKeepInTray': { args: { on: false }, result: { ...desktopState, keepInTray: false } },
  'desktop.setOpenAtLogin': { args: { on: true }, result: { ...desktopState, openAtLogin: true } },
  'desktop.setOpensCallLinks': {
    args: { on: true },
    result: { ...desktopState, opensCallLinks: true },
  },
  'history.search': {
    args: { limit: 2, include: 'all', name: 'ali', chain: 0 },
    result: {
      rows: [
        toLogRow(f.communicationFull, true, '2024-05-01 00:00:00'),
        toLogRow(f.communication('499'), false, '2024-05-01 00:00:00'),
      ],
      previousId: '499',
      serverDate: Date.UTC(2024, 4, 1),
    },
  },
  'history.markSeen': { args: { oids: ['312', '313'] }, result: undefined },
  'history.review': { args: { id: '500', review }, result: undefined },
  'chat.send': {
    args: { session: '400', text: 'hello', clientId: 'c-1', attachment: file },
    result: f.chatMessage,
  },
  'chat.reply': {
    args: { session: '400', messageOid: '200', text: 'yes', clientId: 'c-2' },
    result: {
      ...f.chatMessage,
      oid: '201',
      original: { oid: '200', objectType: 'XCCUserChat', participants: [] },
    },
  },
  'chat.messages': {
    args: { session: '400', before: '300', limit: 50 },
    result: { items: [f.chatMessage], previousId: '200' },
  },
  'chat.startWith': { args: { addressable: '101', text: 'hi' }, result: f.chatMessage },
  'chat.session': {
    args: { session: '400' },
    result: {
      disabled: true,
      sessionType: 'user',
      participants: [{ oid: '101', commonName: 'Bob', objectType: 'Person' }],
    },
  },
  'chat.createGroup': {
    args: { name: 'Team', members: [{ user: '102', person: '101' }] },
    result: {
      group: {
        session: '401',
        name: 'Team',
        members: [{ person: '101', name: 'Bob', admin: false }],
      },
      notAdded: [],
    },
  },
  'chat.group': {
    args: { session: '401' },
    result: { session: '401', members: [{ person: '101', name: 'Bob', admin: true }] },
  },
  'chat.draft': {
    args: { session: '400' },
    result: { text: 'Half', attachment: { commonName: 'a.txt', mimeType: 'text/plain', size: 3 } },
  },
  'chat.setDraft': { args: { session: '400', text: 'Half a thought' }, result: undefined },
  'chat.phoneLines': {
    args: undefined,
    result: [{ oid: '800', commonName: 'Sales', number: '+31 20 123 4567' }],
  },
  'chat.createExternal': { args: { phoneLine: '800', clientId: 'c-3' }, result: f.chatSession },
  'chat.attachment': {
    args: { oid: '250', session: '400', message: '401' },
    result: { mimeType: 'image/png', contentsB64String: 'aGk=' },
  },
  'chat.saveAttachment': { args: { file }, result: { saved: true } },
  'desktop.notify': { args: { title: 'Bob', body: 'hello' }, result: { clicked: false } },
  'voicemail.audio': {
    args: { oid: '312' },
    result: { mimeType: 'audio/wav', contentsB64String: 'UklGRg==' },
  },
  'voicemail.save': { args: { oid: '312' }, result: { saved: true } },
  'voicemail.markHeard': { args: { oid: '312' }, result: undefined },
  'sms.send': {
    args: { number: '+31 6 1234 5678', text: 'On my way', person: '1557797' },
    result: undefined,
  },
  'admin.listObjects': {
    args: { kind: 'phoneLineGroups', after: '700', limit: 20 },
    result: {
      available: true,
      rows: [{ oid: '701', commonName: 'Support pickup' }],
      nextId: '701',
    },
  },
  'admin.getPhoneTemplate': {
    args: { oid: '700' },
    result: { available: true, value: templateSample },
  },
  'admin.savePhoneTemplate': {
    args: {
      oid: '700',
      base: templateSample,
      changes: {
        replace: { voicemailNumber: '8000' },
        add: [
          {
            list: 'softKeys',
            entry: {
              type: 'speeddial',
              label: 'Sales',
              value: '300',
              keyIndex: 1,
              monitoredPhone: '720',
            },
          },
        ],
        remove: [{ list: 'functionKeys', oid: '711' }],
      },
    },
    result: {
      outcome: 'saved',
      current: { available: true, value: { ...templateSample, voicemailNumber: '8000' } },
    },
  },
  'admin.getReportSchedule': {
    args: { oid: '729' },
    result: { available: true, value: reportScheduleSample },
  },
  'admin.saveReportSchedule': {
    args: {
      oid: '729',
      base: reportScheduleSample,
      changes: {
        replace: {
          'mailFromAddress/address': 'reports@pbx.example',
          'exportDevice/smbPassword': 's3cret',
        },
        add: [{ list: 'automatedReports', entry: { relate: '742' } }],
        remove: [{ list: 'automatedReports', oid: '740' }],
      },
    },
    result: { outcome: 'conflict', current: { ...reportScheduleSample, enabled: false } },
  },
  'admin.getProvisioning': {
    args: { oid: '750' },
    result: {
      available: true,
      value: {
        commonName: 'Provisioning 00AA11BB22CC',
        phoneType: 'vendor1',
        macAddress: '00:AA:11:BB:22:CC',
        serialNumber: 'SN123456',
        macId: '00AA11BB22CC',
        configFileName: '00aa11bb22cc.cfg',
        provisioningEnabled: true,
        useRedirection: false,
        useTftpProvisioning: false,
        voicemailNumber: '1233',
        callPickupCode: '*8',
        phoneWallpaperUrl: '',
        reprovisionDate: '03:00',
        activationCode: '123456',
        activationStatus: 'NOT_ACTIVATED',
        activationIp: '',
        customProvisioningOptions: '',
        phoneTemplate: { oid: '700', name: 'Desk phones' },
        accounts: [{ oid: '720', name: 'Desk phone 101' }],
        vendorSettings: [{ name: 'personal', active: true, value: '' }],
        functionKeys: [templateSample.functionKeys[0]!],
        softKeys: [],
      },
    },
  },
  'admin.getAudioFile': {
    args: { oid: '760' },
    result: {
      available: true,
      value: {
        commonName: 'Welcome message',
        category: 'greeting',
        language: 'en',
        locale: 'English (United Kingdom)',
        isSystemDefault: false,
        file: { name: 'welcome-message.wav', mimeType: 'audio/wav', size: 51200 },
      },
    },
  },
  'admin.getAudioSound': {
    args: { oid: '760' },
    result: { available: true, value: { mimeType: 'audio/wav', contentsB64String: 'UklGRg==' } },
  },
  'admin.listAutomatedReports': {
    args: undefined,
    result: { available: true, items: [{ oid: '745', name: 'Queue statistics' }] },
  },
  'admin.getBackupSchedule': {
    args: { oid: '780' },
    result: {
      available: true,
      value: {
        commonName: 'Nightly backup',
        maxBackups: 14,
        backupDatabase: true,
        centralBackup: false,
        backupAllTenants: true,
        tenant: 'Master',
        device: {
          type: 'localDirectory',
          location: '/var/backups',
          usbId: '',
          smbUserName: '',
          smbVersion: '',
          ssl: false,
          subDirectory: '',
        },
        deviceSecretSet: false,
        starts: [{ oid: '781', day: 'monday', startTime: '02:30' }],
        logs: [
          {
            oid: '790',
            status: 'SUCCESS',
            timeStamp: '2024-05-01 02:30:00',
            timeStampEnd: '2024-05-01 02:50:00',
            backupFile: '/var/backups/switchboard-1.tar.gz',
          },
        ],
      },
    },
  },
  'admin.getBackupLog': {
    args: { oid: '790' },
    result: { available: true, value: { oid: '790', details: 'Database written, 0 warnings.' } },
  },
  'admin.getPhoneLineGroup': {
    args: { oid: '701' },
    result: { available: true, value: group },
  },
  'admin.savePhoneLineGroup': {
    args: {
      oid: '701',
      base: group,
      changes: {
        replace: {},
        add: [{ list: 'lines', entry: { relate: '502' } }],
        remove: [{ list: 'lines', oid: '901' }],
      },
    },
    result: { outcome: 'saved', current: { available: false } },
  },
  'admin.getServerProvisioning': {
    args: undefined,
    result: { available: true, value: serverProvisioningSample },
  },
  'admin.saveServerProvisioning': {
    args: {
      base: serverProvisioningSample,
      changes: {
        replace: { provisioningRegistrationPort: 5061, adminPassword: 'n3w' },
        add: [{ list: 'ipTable', entry: { ipValue: '10.1.0.0/16' } }],
        remove: [{ list: 'ipTable', oid: '770' }],
      },
    },
    result: { outcome: 'saved', current: { available: false } },
  },
  'admin.getServerEmail': { args: undefined, result: { available: true, value: serverEmail } },
  'admin.saveServerEmail': {
    args: {
      base: serverEmail,
      changes: { replace: { gateway: 'smtp2.pbx.example' }, add: [], remove: [] },
    },
    result: {
      outcome: 'saved',
      current: { available: true, value: { ...serverEmail, gateway: 'smtp2.pbx.example' } },
    },
  },
  'admin.listTenants': {
    args: {
      name: 'ac',
      where: { active: true },
      order: 'descending',
      after: '10',
      include: ['dbUsage'],
    },
    result: {
      rows: [
        {
          oid: '11',
          commonName: 'Acme',
          active: true,
          subDatabaseName: 'acme',
          usage: { dbUsage: 1024 },
          statistics: [{ name: 'sttFreeUsage', value: 12 }],
        },
      ],
      previousId: '11',
      nextId: '11',
    },
  },
  'admin.getTenant': { args: { oid: '11' }, result: { available: true, value: tenant } },
  'admin.saveTenant': {
    args: {
      oid: '11',
      base: tenant,
      changes: {
        replace: { resellerName: 'Reseller B' },
        add: [{ list: 'licenseCounts', entry: { license: '6', maxLicenses: 10 } }],
        remove: [],
      },
    },
    result: { outcome: 'conflict', current: { ...tenant, commonName: 'Acme Ltd' } },
  },
  'people.page': {
    args: { after: '110', limit: 500, where: { userName: 'bob' } },
    result: {
      items: [
        {
          oid: '111',
          person: '101',
          name: 'Bob',
          userName: 'bob',
          extension: '104',
          number: '+31 20 555 0104',
          doNotDisturb: true,
          redirection: { active: true, to: '+31 6 2000 0104' },
          registered: false,
        },
      ],
      nextId: '111',
    },
  },
  'people.presence': {
    args: { limit: 500 },
    result: {
      available: true,
      items: [{ person: '101', status: 'at_appointment', message: 'Back at 3', location: 'Delft' }],
      nextId: '1556616',
    },
  },
  'people.chatSession': { args: { person: '101' }, result: { session: '400', disabled: false } },
  'favorites.get': {
    args: undefined,
    result: {
      available: true,
      items: [
        {
          item: '781',
          orderNumber: 1,
          referable: { oid: '101', name: 'Bob', objectType: 'Person' },
        },
      ],
    },
  },
  'favorites.update': {
    args: {
      changes: [
        { op: 'add', referable: '102', orderNumber: 2 },
        { op: 'order', item: '781', orderNumber: 3 },
        { op: 'remove', item: '782' },
      ],
    },
    result: undefined,
  },
  'webpages.list': {
    args: undefined,
    result: { items: [{ name: 'Intranet', url: 'https://intranet.example/' }] },
  },
  'webpages.probe': {
    args: { url: 'https://intranet.example/' },
    result: { outcome: 'http-error', status: 503 },
  },
  'webpages.show': {
    args: { url: 'https://intranet.example/', bounds: { x: 220, y: 120, width: 900, height: 600 } },
    result: { embedded: true },
  },
  'webpages.hide': { args: undefined, result: undefined },
  'webpages.go': { args: { url: 'https://intranet.example/', action: 'back' }, result: undefined },
  'webpages.openInBrowser': { args: { url: 'https://intranet.example/news' }, result: undefined },
  'webpages.answerPermission': { args: { id: 'q-1', allow: true }, result: undefined },
};

/** The samples, after checking there is one for every call of the contract and no other. */
export function samplesFor(): [CallName, { args: unknown; result: unknown }][] {
  const named = Object.keys(callSamples).sort();
  const missing = callNames.filter((name) => !named.includes(name));
  const extra = named.filter((name) => !(callNames as string[]).includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `call samples out of step with the contract: missing ${missing.join(', ') || 'none'}, unknown ${extra.join(', ') || 'none'}`,
    );
  }
  return callNames.map((name) => [name, callSamples[name]]);
}
