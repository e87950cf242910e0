import {
  type Addressable,
  type AttachmentContents,
  type AudioFile,
  type BackupLog,
  type BackupSchedule,
  type ChatMessage,
  type ChatSession,
  type CommunicationFull,
  type CommunicationItem,
  type Favorites,
  type Link,
  type MeInfo,
  type PhoneLine,
  type PhoneLineGroup,
  type PhoneProvisioning,
  type PhoneTemplate,
  type Presence,
  type ReportSchedule,
  type ServerEmail,
  type Tenant,
  type TokenPair,
  type User,
  type Webpage,
  vendorSettingNames,
} from '../../src/shared/interface';
import { serverProvisioningStringFields } from '../../src/shared/interface/settings';

/** Objects that satisfy the interface schemas, for answers of the fake server. */

const ref = (oid: string, objectType: string, commonName = `${objectType} ${oid}`) => ({
  oid,
  objectType,
  commonName,
});

export const tokenPair = (n: number, validUntil = '2030-01-01 00:00:00'): TokenPair => ({
  authentication: `auth-token-${n}-SECRET`,
  renewalToken: `renewal-token-${n}-SECRET`,
  validUntil,
  version: '1',
  serverVersion: '9.1',
  tenant: 'master',
  userName: 'alice',
});

/** `/me/info` as the platform answers it (guide: me_info.html): no user name and no role. */
export const meInfo: MeInfo = {
  person: ref('101', 'Person', 'Alice'),
  presenceInfo: { status: 'online', statusIcon: 'statusGreen', message: '', busy: false },
  phoneLine: ref('102', 'XCCPhoneLine', 'Alice (100)'),
};

const addressee = {
  ...ref('300', 'Addressee', 'Alice'),
  role: 'rtFrom',
  address: 'alice',
};

export const chatMessage: ChatMessage = {
  ...ref('200', 'XCCUserChat', 'Alice to Bob'),
  objectType: 'XCCUserChat',
  subject: 'hello',
  date: '2024-05-01 10:00:00',
  incoming: false,
  hasAttachment: false,
  participants: [addressee],
  chatSession: ref('400', 'XCCChatSession'),
};

/** The guide's example (chats_get_attachment.html), with whole base64 contents. */
export const attachmentContents: AttachmentContents = {
  originalLocation: 'file.txt',
  mimeType: 'text/plain',
  contentsB64String: 'SSBhbSBkb25lLg==',
  hasThumbnail: false,
  size: 10,
  commonName: 'file.txt',
  oid: '2313747',
  objectType: 'Attachment',
};

export const chatSession: ChatSession = {
  ...ref('400', 'XCCChatSession'),
  objectType: 'XCCChatSession',
  participants: [ref('101', 'Person')],
  sessionType: 'external',
};

export const communication = (oid: string, date = '2024-05-01 10:00:00'): CommunicationItem => ({
  ...ref(oid, 'CallLog'),
  subject: `call ${oid}`,
  date,
});

export const communicationFull: CommunicationFull = {
  ...communication('500'),
  durationSec: 12,
  incoming: true,
  displayed: true,
  flagged: false,
  hasAttachment: false,
  hasInlineAttachment: false,
  contentSummary: '',
  contentSummaryIsComplete: true,
  participants: [addressee],
};

export const user: User = { ...ref('600', 'UserProfile', 'Bob'), objectType: 'UserProfile' };

export const tenant = (oid: string): Tenant => ({
  ...ref(oid, 'XCCTenant', `Tenant ${oid}`),
  objectType: 'XCCTenant',
  active: true,
  subDatabaseName: `t${oid}`,
});

const phoneKey = {
  ...ref('701', 'PhoneFunctionKey'),
  type: 'speeddial',
  label: 'Reception',
  value: '200',
  keyIndex: 1,
};

export const phoneTemplate: PhoneTemplate = {
  ...ref('700', 'XCCPhoneTemplate'),
  objectType: 'XCCPhoneTemplate',
  allowPeerToPeer: false,
  provisioningEnabled: true,
  phoneType: 'generic',
  useRedirection: false,
  active: true,
  hotDeskingEnabled: false,
  doNotDisturb: false,
  functionKeys: [phoneKey],
  softKeys: [],
};

export const provisioning: PhoneProvisioning = {
  ...ref('710', 'XCCPhoneProvisioning'),
  objectType: 'XCCPhoneProvisioning',
  provisioningEnabled: true,
  phoneType: 'generic',
  macAddress: '00:11:22:33:44:55',
  serialNumber: 'S1',
  macId: 'M1',
  configFileName: 'phone.cfg',
  functionKeys: [phoneKey],
  softKeys: [],
  customProvisioningOptions: { content: '' },
  useRedirection: false,
  phoneTemplate: ref('700', 'XCCPhoneTemplate'),
  voicemailNumber: '999',
  callPickupCode: '*8',
  useTftpProvisioning: false,
  phoneWallpaperUrl: '',
  reprovisionDate: '03:00',
  activationCode: '',
  activationStatus: 'NOT_ACTIVATED',
  activationIp: '',
  phoneVendor1Settings: Object.fromEntries<boolean | string>(
    vendorSettingNames.flatMap((n): [string, boolean | string][] => [
      [`${n}Active`, false],
      [`${n}Value`, ''],
    ]),
  ),
  accounts: [ref('711', 'XCCPhone')],
};

export const phoneLineGroup: PhoneLineGroup = {
  ...ref('720', 'XCCPhoneLinesGroup'),
  lines: [{ oid: '721', line: ref('722', 'XCCPhoneLine') }],
};

export const backupLog: BackupLog = {
  oid: '731',
  timeStamp: '2024-05-01 02:00:00',
  timeStampEnd: '',
  backupFile: 'b.tar',
  status: 'SUCCESS',
};

const device = {
  type: 'localDirectory',
  location: '/b',
  usbId: '',
  smbUserName: '',
  smbPassword: '',
  smbVersion: '',
  ssl: false,
  subDirectory: '',
};

export const backupSchedule: BackupSchedule = {
  ...ref('730', 'XCCBackupSchedule'),
  objectType: 'XCCBackupSchedule',
  externalDevice: device,
  maxBackups: 3,
  backupDatabase: true,
  centralBackup: false,
  backupAllTenants: true,
  tenant: ref('1', 'XCCTenant'),
  schedules: [{ oid: '732', day: 'monday', startTime: '02:00' }],
  backupLogs: [backupLog],
};

export const reportSchedule: ReportSchedule = {
  ...ref('740', 'QBQueryReportSchedule'),
  objectType: 'QBQueryReportSchedule',
  frequency: 'DAILY',
  enabled: true,
  mailText: '',
  extendByDays: 0,
  nextCreationDate: '2024-05-02 00:00:00',
  sendSeperatly: false,
  mailToList: [],
  mailFromAddress: { address: 'a@b', addressType: 'email' },
  exportDevice: { ...device, mode: 'x' },
  previousResults: [],
  automatedReports: [],
};

export const audioFile: AudioFile = {
  ...ref('750', 'XCCAudioFile'),
  objectType: 'XCCAudioFile',
  category: 'moh',
  locale: ref('751', 'Locale'),
  language: 'en',
  isSystemDefault: false,
  audioFile: { ...ref('752', 'Attachment'), mimeType: 'audio/wav', size: 10 },
};

export const serverProvisioning = {
  ...ref('760', 'XCCServerProvisioning'),
  ...Object.fromEntries(serverProvisioningStringFields.map((f) => [f, ''])),
  provisioningRegistrationPort: 5060,
  ldapProvisioningEnabled: false,
  ipTable: [{ oid: '761', ipValue: '10.0.0.1' }],
};

export const serverEmail: ServerEmail = {
  ...ref('770', 'XCCServerEmail'),
  code: 'x',
  voicemailToEmailEnabled: false,
  voicemailToEmailSender: '',
  adminEmailAddress: '',
  gateway: '',
};

export const favorites: Favorites = {
  ...ref('780', 'X1List'),
  x1ListItems: [
    { oid: '781', objectType: 'X1ListItem', orderNumber: 1, referable: ref('101', 'Person') },
  ],
};

export const webpage: Webpage = { name: 'Wiki', url: 'https://wiki.example' };
export const presence: Presence = {
  id: '1556616',
  status: 'available',
  statusIcon: 'statusGreen',
  message: "i'll be back",
  location: 'home',
  addressable: ref('101', 'Person'),
};
export const addressable: Addressable = { ...ref('101', 'Person'), chattable: true };
export const phoneLine: PhoneLine = { ...ref('722', 'XCCPhoneLine'), objectType: 'XCCPhoneLine' };

const links: Link[] = [{ rel: 'refresh', href: '/x', method: 'GET' }];

export function single(object: unknown) {
  return { object, links: [{ rel: 'self', method: 'GET' }] };
}

export function list(
  objects: readonly unknown[],
  paging?: { previousId?: string; nextId?: string },
) {
  return {
    data: objects.map((object) => ({ object, links: [{ rel: 'self', method: 'GET' }] })),
    meta: { links, ...(paging && { paging }) },
  };
}
