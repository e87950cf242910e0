import { describe, expect, it } from 'vitest';
import { patch, type ApiClient } from '../../src/main/api';
import { operationIds, operations, type OperationId } from '../../src/shared/interface';
import * as f from './fixtures';
import { fakeServer, json, noContent, signedIn, type Recorded } from './fake-server';

type SessionOp = 'session.login' | 'session.requestMfa' | 'session.renew' | 'session.logout';

interface Case {
  invoke: (client: ApiClient) => Promise<unknown>;
  /** Exact path relative to the base URL. */
  path: string;
  /** Exact raw query string. */
  search?: string;
  body?: unknown;
  /** The server's answer body; `null` answers 204. */
  answer: unknown;
  /** An answer that is not JSON (a file), instead of `answer`. */
  respond?: () => Response;
  /** What the method resolves to. */
  result?: unknown;
}

const page = (items: unknown[]) => ({ items, links: f.list([]).meta.links });

/** Every operation: the call, and the request it must produce. The type makes it exhaustive. */
/** The guide's tenants_get.html example: the licence named by reference. */
const guideTenant = {
  ...f.tenant('11'),
  licenseCounts: [
    {
      license: { commonName: 'license.user', oid: '1626984', objectType: 'X1License' },
      maxLicenses: 100,
      usedLicenses: 1,
      oid: '0',
      objectType: 'X1LicenseCount',
    },
  ],
};

/** The guide's examples: me_device_calls_list.html and communications_active_channels.html. */
const guideDeviceCall = {
  channelId: '1610035217.1460',
  state: 'Up',
  callDate: '2021-01-07 16:00:27',
  callDirection: 'Inbound',
  localName: 'Arno',
  localNumber: '+31642060837',
  localAddressable: { commonName: 'Arno', oid: '1650938', objectType: 'Person' },
  phoneLine: { commonName: 'Telefoonaansluiting Arno', oid: '1651130', objectType: 'XCCPhoneLine' },
  personalLine: true,
  remoteName: 'Xelion B.V.',
  remoteNumber: '+31152511411',
  remoteAddressable: { commonName: 'Xelion B.V.', oid: '1041861', objectType: 'Organisation' },
};
const guideActiveChannel = {
  callId: 'SIP/wes-000001d8',
  channelId: 'SIP/wes-000001d8',
  state: 'CONNECTED',
  name: 'Wesley Klasen',
  role: 'CALLER',
  phone: 'wes',
  twinChannel: false,
};

const cases: Record<Exclude<OperationId, SessionOp>, Case> = {
  'me.info': {
    invoke: (c) => c.me.info(),
    path: '/me/info',
    answer: f.single(f.meInfo),
    result: f.meInfo,
  },
  'me.websocket': {
    invoke: (c) => c.websocket.address(),
    path: '/me/websocket',
    answer: { object: 'wss://pbx.example/websocket/1/2/ticket' },
    result: 'wss://pbx.example/websocket/1/2/ticket',
  },
  'phoneTemplates.get': {
    invoke: (c) => c.phoneTemplates.get('700'),
    path: '/phonetemplates/700',
    answer: f.single(f.phoneTemplate),
    result: f.phoneTemplate,
  },
  'phoneTemplates.update': {
    invoke: (c) =>
      c.phoneTemplates.update('700', patch('phoneTemplate').replace('voicemailNumber', '1234')),
    path: '/phonetemplates/700',
    body: { operations: [{ op: 'replace', path: '/voicemailNumber', value: '1234' }] },
    answer: null,
  },
  'chats.send': {
    invoke: (c) => c.chats.send('400', { text: 'hi', clientId: 'sb-1' }),
    path: '/chats/400/messages',
    body: { text: 'hi', clientId: 'sb-1' },
    answer: f.single(f.chatMessage),
    result: f.chatMessage,
  },
  'chats.get': {
    invoke: (c) => c.chats.get('400'),
    path: '/chats/400',
    answer: f.single(f.chatSession),
    result: f.chatSession,
  },
  'chats.messages': {
    invoke: (c) => c.chats.messages('400', { limit: 20, before: '199' }),
    path: '/chats/400/messages',
    search: '?limit=20&before=199',
    answer: f.list([f.chatMessage], { previousId: '200', nextId: '200' }),
    result: { ...page([f.chatMessage]), previousId: '200', nextId: '200' },
  },
  'chats.attachment': {
    invoke: (c) => c.chats.attachment('400', '200'),
    path: '/chats/400/messages/200/attachment',
    search: '?response_type=json',
    answer: f.single(f.attachmentContents),
    result: f.attachmentContents,
  },
  // The guide's chats_group_create.html example.
  'chats.createGroup': {
    invoke: (c) => c.chatGroups.createGroup('Group1'),
    path: '/chats/group',
    body: { name: 'Group1' },
    answer: f.single({
      participants: [{ commonName: 'Group1', oid: '2062838', objectType: 'X1Object' }],
      sessionType: 'group',
      commonName: 'Chat ',
      oid: '2062859',
      objectType: 'XCCChatSession',
    }),
    result: {
      participants: [{ commonName: 'Group1', oid: '2062838', objectType: 'X1Object' }],
      sessionType: 'group',
      commonName: 'Chat ',
      oid: '2062859',
      objectType: 'XCCChatSession',
    },
  },
  // The guide's chats_group_get_participants.html example.
  'chats.groupParticipants': {
    invoke: (c) => c.chatGroups.participants('2062931'),
    path: '/chats/group/2062931/participants',
    answer: {
      data: [
        {
          object: {
            userProfile: { commonName: 'wes', oid: '1651218', objectType: 'UserProfile' },
            person: {
              iconId: '2043923',
              commonName: 'Wesley',
              oid: '1650975',
              objectType: 'Person',
            },
            admin: true,
          },
        },
      ],
      meta: { links: [{ rel: 'refresh', href: 'x', method: 'GET' }] },
    },
    result: [
      {
        userProfile: { commonName: 'wes', oid: '1651218', objectType: 'UserProfile' },
        person: { iconId: '2043923', commonName: 'Wesley', oid: '1650975', objectType: 'Person' },
        admin: true,
      },
    ],
  },
  'chats.addGroupParticipant': {
    invoke: (c) =>
      c.chatGroups.addParticipant('2062931', {
        userProfile: { oid: '1651120' },
        person: { oid: '1650938' },
      }),
    path: '/chats/group/2062931/participants',
    body: { userProfile: { oid: '1651120' }, person: { oid: '1650938' } },
    answer: null,
  },
  // The guide's chats_concept_get.html example.
  'chats.concept': {
    invoke: (c) => c.chatGroups.concept('1588675'),
    path: '/chats/1588675/concept',
    answer: { object: { text: 'hello there' } },
    result: { text: 'hello there' },
  },
  'chats.setConcept': {
    invoke: (c) => c.chatGroups.setConcept('1588675', { text: 'hello there' }),
    path: '/chats/1588675/concept',
    body: { text: 'hello there' },
    answer: null,
  },
  'chats.conceptAttachment': {
    invoke: (c) => c.chatGroups.conceptAttachment('400'),
    path: '/chats/400/concept/attachment',
    search: '?response_type=json',
    answer: f.single(f.attachmentContents),
    result: f.attachmentContents,
  },
  'addressables.chat': {
    invoke: (c) => c.addressables.chat('101', { text: 'hello' }),
    path: '/addressables/101/chat',
    body: { text: 'hello' },
    answer: f.single(f.chatMessage),
    result: f.chatMessage,
  },
  'addressables.list': {
    invoke: (c) => c.addressables.list({ type: 'chattable', limit: 50 }),
    path: '/addressables',
    search: '?limit=50&type=chattable',
    answer: f.list([f.addressable]),
    result: page([f.addressable]),
  },
  'addressables.chatSession': {
    invoke: (c) => c.addressables.chatSession('101'),
    path: '/addressables/101/chat',
    answer: f.single(f.chatSession),
    result: f.chatSession,
  },
  'presence.list': {
    invoke: (c) => c.presence.list({ limit: 100, after: '1556616' }),
    path: '/presence',
    search: '?limit=100&after=1556616',
    answer: f.list([f.presence], { previousId: '1556616', nextId: '1556616' }),
    result: { ...page([f.presence]), previousId: '1556616', nextId: '1556616' },
  },
  'tenants.list': {
    invoke: (c) =>
      c.tenants.list({
        name: 'Acme Ltd',
        resellerName: 'R&S',
        limit: 10,
        order: 'descending',
        after: '5',
        where: { isTemplate: false },
        include: ['dbUsage', 'licenseCounts', 'statistics.sttFreeUsage'],
      }),
    path: '/tenants',
    search:
      '?limit=10&order=descending&after=5&name=Acme%20Ltd&reseller_name=R%26S' +
      '&where=isTemplate%3Dfalse&include=dbUsage%2ClicenseCounts%2Cstatistics.sttFreeUsage',
    answer: f.list([f.tenant('6')], { previousId: '6', nextId: '6' }),
    result: { ...page([f.tenant('6')]), previousId: '6', nextId: '6' },
  },
  'tenants.get': {
    invoke: (c) => c.tenants.get('11'),
    path: '/tenants/11',
    answer: f.single(guideTenant),
    result: guideTenant,
  },
  'chats.reply': {
    invoke: (c) => c.chats.reply('400', '200', { text: 'yes', clientId: 'sb-2' }),
    path: '/chats/400/messages/200/reply',
    body: { text: 'yes', clientId: 'sb-2' },
    answer: f.single(f.chatMessage),
    result: f.chatMessage,
  },
  'reportSchedules.update': {
    invoke: (c) =>
      c.reportSchedules.update(
        '740',
        patch('reportSchedule').replace('mailFromAddress/address', 'x@y'),
      ),
    path: '/reportschedules/740',
    body: { operations: [{ op: 'replace', path: '/mailFromAddress/address', value: 'x@y' }] },
    answer: null,
  },
  'chats.createExternal': {
    invoke: (c) => c.chats.createExternal({ clientId: 'sb', phoneLine: { oid: '722' } }),
    path: '/chats/external_session',
    body: { clientId: 'sb', phoneLine: { oid: '722' } },
    answer: f.single(f.chatSession),
    result: f.chatSession,
  },
  'users.list': {
    invoke: (c) =>
      c.users.list({
        where: { userName: 'bob smith' },
        include: ['person', 'primaryLine.userPhoneLine.doNotDisturb', 'mangedLines'],
        limit: 5,
      }),
    path: '/users',
    search:
      '?limit=5&where=userName%3Dbob%20smith&include=person%2CprimaryLine.userPhoneLine.doNotDisturb%2CmangedLines',
    answer: f.list([f.user]),
    result: page([f.user]),
  },
  'provisioning.get': {
    invoke: (c) => c.provisioning.get('710'),
    path: '/provisioning/710',
    answer: f.single(f.provisioning),
    result: f.provisioning,
  },
  'backupSchedules.get': {
    invoke: (c) => c.backupSchedules.get('730'),
    path: '/backupschedules/730',
    answer: f.single(f.backupSchedule),
    result: f.backupSchedule,
  },
  'backupLogs.get': {
    invoke: (c) => c.backupLogs.get('731'),
    path: '/backuplogs/731',
    answer: f.single(f.backupLog),
    result: f.backupLog,
  },
  'reportSchedules.get': {
    invoke: (c) => c.reportSchedules.get('740'),
    path: '/reportschedules/740',
    answer: f.single(f.reportSchedule),
    result: f.reportSchedule,
  },
  'audioFiles.get': {
    invoke: (c) => c.audioFiles.get('750'),
    path: '/audiofiles/750',
    answer: f.single(f.audioFile),
    result: f.audioFile,
  },
  'attachments.get': {
    invoke: (c) => c.audioFiles.sound('751'),
    path: '/attachments/751',
    answer: f.single(f.attachmentContents),
    result: f.attachmentContents,
  },
  'phoneLineGroups.update': {
    invoke: (c) =>
      c.phoneLineGroups.update('720', patch('phoneLineGroup').removeFromList('lines', '721')),
    path: '/phonelinesgroups/720',
    body: { operations: [{ op: 'remove', path: '/lines/721' }] },
    answer: null,
  },
  'phoneLineGroups.get': {
    invoke: (c) => c.phoneLineGroups.get('720'),
    path: '/phonelinesgroups/720',
    answer: f.single(f.phoneLineGroup),
    result: f.phoneLineGroup,
  },
  'serverProvisioning.update': {
    invoke: (c) =>
      c.serverProvisioning.update([
        { op: 'replace', path: '/provisioningRegistrationPort', value: 5061 },
      ]),
    path: '/server/provisioning',
    body: { operations: [{ op: 'replace', path: '/provisioningRegistrationPort', value: 5061 }] },
    answer: null,
  },
  'serverProvisioning.get': {
    invoke: (c) => c.serverProvisioning.get(),
    path: '/server/provisioning',
    answer: f.single(f.serverProvisioning),
    result: f.serverProvisioning,
  },
  'favorites.update': {
    invoke: (c) => c.favorites.update(patch('favorites').removeFromList('x1ListItems', '781')),
    path: '/me/favorites',
    body: { operations: [{ op: 'remove', path: '/x1ListItems/781' }] },
    answer: null,
  },
  'favorites.get': {
    invoke: (c) => c.favorites.get(),
    path: '/me/favorites',
    answer: f.single(f.favorites),
    result: f.favorites,
  },
  'webpages.list': {
    invoke: (c) => c.webpages.list(),
    path: '/me/integratedwebpages',
    answer: f.list([f.webpage]),
    result: page([f.webpage]),
  },
  'tenants.update': {
    invoke: (c) => c.tenants.update('6', patch('tenant').replace('isTemplate', false)),
    path: '/tenants/6',
    body: { operations: [{ op: 'replace', path: '/isTemplate', value: false }] },
    answer: null,
  },
  'communications.search': {
    invoke: (c) =>
      c.communications.search({
        name: 'bob',
        orderBy: 'oid',
        order: 'ascending',
        before: '900',
        from: '2024-05-01',
        until: '2024-05-31 23:59:59',
        lastModifiedFrom: '2024-05-01 00:00:00',
        lastModifiedUntil: '2024-06-01',
        limit: 50,
      }),
    path: '/communications',
    search:
      '?limit=50&order=ascending&before=900&name=bob&order_by=oid&from=2024-05-01' +
      '&until=2024-05-31%2023%3A59%3A59&last_modified_from=2024-05-01%2000%3A00%3A00' +
      '&last_modified_until=2024-06-01',
    answer: f.list([f.communication('500')], { previousId: '500', nextId: '500' }),
    result: { ...page([f.communication('500')]), previousId: '500', nextId: '500' },
  },
  'communications.recent': {
    invoke: (c) => c.communications.recent({ limit: 30, period: 7, chatsOnly: true }),
    path: '/communications/recent',
    search: '?limit=30&period=7&where=obj_type%3DXCCUserChat',
    answer: {
      data: [{ object: { notificationsCount: 2, addressable: f.user } }],
      meta: { links: [] },
    },
    result: {
      data: [{ object: { notificationsCount: 2, addressable: f.user } }],
      meta: { links: [] },
    },
  },
  'serverEmail.update': {
    invoke: (c) =>
      c.serverEmail.update(patch('serverEmail').replace('voicemailToEmailEnabled', true)),
    path: '/server/email',
    body: { operations: [{ op: 'replace', path: '/voicemailToEmailEnabled', value: true }] },
    answer: null,
  },
  'serverEmail.get': {
    invoke: (c) => c.serverEmail.get(),
    path: '/server/email',
    answer: f.single(f.serverEmail),
    result: f.serverEmail,
  },
  'communications.review': {
    invoke: (c) =>
      c.communications.review('500', {
        userReportedBadAudio: true,
        userReportedOnewayAudio: false,
        userReportedUnstableConnection: false,
        userAudioQualityRating: 2,
        userAudioQualityReview: 'crackling',
      }),
    path: '/communications/500/review',
    body: {
      userReportedBadAudio: true,
      userReportedOnewayAudio: false,
      userReportedUnstableConnection: false,
      userAudioQualityRating: 2,
      userAudioQualityReview: 'crackling',
    },
    answer: null,
  },
  'mePhone.selectableStatuses': {
    invoke: (c) => c.mePhone.selectableStatuses(),
    path: '/me/selectable_statuses',
    // Not published: a list of names or of objects naming them is read the same.
    answer: f.list([{ status: 'available' }, 'dont_disturb']),
    result: ['available', 'dont_disturb'],
  },
  'mePhone.setStatus': {
    invoke: (c) => c.mePhone.setStatus('unavailable'),
    path: '/me/status',
    body: 'unavailable',
    answer: null,
  },
  'mePhone.setTemporaryStatus': {
    invoke: (c) => c.mePhone.setTemporaryStatus('dont_disturb', '2024-04-24 13:08:00'),
    path: '/me/temporary_status',
    body: { temporaryUserStatus: 'dont_disturb', temporaryUserStatusUntil: '2024-04-24 13:08:00' },
    answer: null,
  },
  'mePhone.setMessage': {
    invoke: (c) => c.mePhone.setMessage(''),
    path: '/me/message',
    body: '',
    answer: null,
  },
  'mePhone.settings': {
    invoke: (c) => c.mePhone.settings(),
    path: '/me/phone/settings',
    answer: f.single({ redirection: '0657483920', redirectionActive: true }),
    result: { redirection: '0657483920', redirectionActive: true },
  },
  'mePhone.updateSettings': {
    invoke: (c) =>
      c.mePhone.updateSettings(
        patch('phoneSettings')
          .replace('redirection', '0657483920')
          .replace('redirectionActive', true),
      ),
    path: '/me/phone/settings',
    body: {
      operations: [
        { op: 'replace', path: '/redirection', value: '0657483920' },
        { op: 'replace', path: '/redirectionActive', value: true },
      ],
    },
    answer: null,
  },
  'mePhone.callerId': {
    invoke: (c) => c.mePhone.callerId(),
    path: '/me/phone/caller_id',
    // "NULL or empty" while the trunk's default is used.
    answer: f.single(null),
    result: '',
  },
  'mePhone.setCallerId': {
    invoke: (c) => c.mePhone.setCallerId('0141632641'),
    path: '/me/phone/caller_id',
    body: '0141632641',
    answer: null,
  },
  'mePhone.validCallerIds': {
    invoke: (c) => c.mePhone.validCallerIds(),
    path: '/me/phone/valid_caller_ids',
    answer: f.single(['0141632641', '0201234567']),
    result: ['0141632641', '0201234567'],
  },
  'communications.audio': {
    invoke: (c) => c.communications.audio('14142135'),
    path: '/communications/14142135/audio',
    answer: undefined,
    // The guide's example names the file bare, without `attachment; filename=`.
    respond: () =>
      new Response(new Uint8Array([73, 68, 51]), {
        headers: { 'content-type': 'audio/x-mp3', 'content-disposition': 'audio.mp3' },
      }),
    result: { bytes: new Uint8Array([73, 68, 51]), mimeType: 'audio/x-mp3', fileName: 'audio.mp3' },
  },
  'communications.update': {
    invoke: (c) =>
      c.communications.update('10317713', patch('communication').replace('flagged', true)),
    path: '/communications/10317713',
    body: { operations: [{ op: 'replace', path: '/flagged', value: true }] },
    answer: null,
  },
  'communications.sendSms': {
    invoke: (c) =>
      c.communications.sendSms({ text: 'Bird lives!', to: [{ number: '0618033988' }] }),
    path: '/communications/sms',
    body: {
      subject: 'Bird lives!',
      contents: { objectType: 'Comment', content: 'Bird lives!' },
      participants: [{ role: 'rtTo', address: '0618033988', objectType: 'Addressee' }],
      objectType: 'SMSMessage',
    },
    answer: f.single({ oid: '2121027', subject: 'Bird lives!', status: 'Scheduled' }),
    result: { oid: '2121027', subject: 'Bird lives!', status: 'Scheduled' },
  },
  'phoneLines.list': {
    invoke: (c) => c.phoneLines.list({ limit: 100 }),
    path: '/phonelines',
    search: '?limit=100',
    answer: f.list([f.phoneLine]),
    result: page([f.phoneLine]),
  },
  'device.register': {
    invoke: (c) => c.device.register({ uuid: 'AwDmcwgAiioF', phoneNumber: '+31614241697' }),
    path: '/me/device/register',
    body: { uuid: 'AwDmcwgAiioF', phoneNumber: '+31614241697' },
    answer: null,
  },
  'device.unregister': {
    invoke: (c) => c.device.unregister(),
    path: '/me/device/unregister',
    answer: null,
  },
  'device.pbxCall': {
    invoke: (c) => c.device.pbxCall('06 5000-5000'),
    path: '/me/device/pbx_call',
    body: '0650005000',
    answer: null,
  },
  'device.twinCall': {
    invoke: (c) => c.device.twinCall('+31 (0)15 251 1411'),
    path: '/me/device/twin_call',
    body: '+31152511411',
    answer: null,
  },
  'device.calls': {
    invoke: (c) => c.device.calls(),
    path: '/me/device/calls',
    answer: f.list([guideDeviceCall]),
    result: [guideDeviceCall],
  },
  'device.transfer': {
    invoke: (c) => c.device.transfer(),
    path: '/me/device/calls/transfer',
    answer: null,
  },
  'device.transferSelected': {
    invoke: (c) => c.device.transferSelected('1611242795.481', '1611242840.487'),
    path: '/me/device/calls/1611242795.481/transfer',
    body: '1611242840.487',
    answer: null,
  },
  'channels.hangup': {
    invoke: (c) => c.device.hangup('1536579412.274'),
    path: '/channels/1536579412.274/hangup',
    answer: null,
  },
  'communications.activeChannels': {
    invoke: (c) => c.device.activeChannels(),
    path: '/communications/active_channels',
    answer: f.list([guideActiveChannel]),
    result: [guideActiveChannel],
  },
  ...referenceLists(),
};

/** The admin resources' lists (beyond the interface): the same call shape, one per path. */
function referenceLists() {
  const lists = {
    'phoneTemplates.list': ['/phonetemplates', 'XCCPhoneTemplate'],
    'phoneLineGroups.list': ['/phonelinesgroups', 'XCCPhoneLineGroup'],
    'reportSchedules.list': ['/reportschedules', 'QBQueryReportSchedule'],
    'provisioning.list': ['/provisioning', 'XCCPhoneProvisioning'],
    'backupSchedules.list': ['/backupschedules', 'XCCBackupSchedule'],
    'audioFiles.list': ['/audiofiles', 'XCCAudioFile'],
  } as const;
  const resource = {
    'phoneTemplates.list': (c: ApiClient) => c.phoneTemplates,
    'phoneLineGroups.list': (c: ApiClient) => c.phoneLineGroups,
    'reportSchedules.list': (c: ApiClient) => c.reportSchedules,
    'provisioning.list': (c: ApiClient) => c.provisioning,
    'backupSchedules.list': (c: ApiClient) => c.backupSchedules,
    'audioFiles.list': (c: ApiClient) => c.audioFiles,
  } as const;
  return Object.fromEntries(
    (Object.keys(lists) as (keyof typeof lists)[]).map((id) => {
      const [path, objectType] = lists[id];
      const item = { commonName: 'One', oid: '810', objectType };
      const paged = { previousId: '810', nextId: '810' };
      const found: Case = {
        invoke: (c) => resource[id](c).list({ limit: 20, after: '800' }),
        path,
        search: '?limit=20&after=800',
        answer: f.list([item], paged),
        result: { ...page([item]), ...paged },
      };
      return [id, found];
    }),
  ) as Record<keyof typeof lists, Case>;
}

describe('every operation', () => {
  it('has a case here, and the session operations are covered below', () => {
    // session.requestMfa: test/api/request-mfa.test.ts.
    const covered = [
      ...Object.keys(cases),
      ...['session.login', 'session.requestMfa', 'session.renew', 'session.logout'],
    ];
    expect(covered.sort()).toEqual([...operationIds].sort());
  });

  for (const [id, c] of Object.entries(cases) as [Exclude<OperationId, SessionOp>, Case][]) {
    it(`${id}: ${operations[id].method} ${c.path}${c.search ?? ''}`, async () => {
      const server = fakeServer();
      const { client } = await signedIn(server);
      server.on(operations[id].method, c.path, () =>
        c.respond ? c.respond() : c.answer === null ? noContent() : json(200, c.answer),
      );
      const result = await c.invoke(client);
      const [req] = server.calls() as [Recorded];
      expect(server.calls()).toHaveLength(1);
      expect(req.method).toBe(operations[id].method);
      expect(req.path).toBe(c.path);
      expect(req.search).toBe(c.search ?? '');
      expect(req.authorization).toBe('xelion auth-token-1-SECRET');
      expect(req.body).toEqual(c.body);
      expect(req.contentType).toBe(c.body === undefined ? null : 'application/json');
      expect(result).toEqual(c.answer === null ? undefined : c.result);
    });
  }
});

describe('session operations', () => {
  it('login, renew and logout send what the wire decisions say', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { appKey: 'key-1' });
    await client.session.renew();
    await client.session.logout();
    const [login, renew, logout] = server.requests as [Recorded, Recorded, Recorded];
    expect(login).toMatchObject({
      method: 'POST',
      path: '/me/login',
      authorization: null,
      body: {
        userName: 'alice',
        password: 'pw-SECRET',
        userSpace: 'switchboard-test',
        appKey: 'key-1',
      },
    });
    expect(renew).toMatchObject({
      method: 'POST',
      path: '/me/renew',
      // Authorization level User (me_renew.html): the session's own token goes along.
      authorization: 'xelion auth-token-1-SECRET',
      body: 'renewal-token-1-SECRET',
    });
    expect(logout).toMatchObject({
      method: 'POST',
      path: '/me/logout',
      authorization: 'xelion auth-token-2-SECRET',
      body: undefined,
    });
  });
});

describe('include=all', () => {
  it('validates the full representation and returns it', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/communications', () => json(200, f.list([f.communicationFull])));
    const result = await client.communications.search({ include: 'all' });
    expect(server.calls()[0]?.search).toBe('?include=all');
    expect(result.items[0]?.durationSec).toBe(12);
  });

  it('refuses a short item where the full one was asked for, naming the field', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/communications', () => json(200, f.list([f.communication('1')])));
    await expect(client.communications.search({ include: 'all' })).rejects.toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('data[0].object.durationSec') as string,
    });
  });
});

describe('parameters are checked before sending', () => {
  it('a bad date names the parameter and sends nothing', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    await expect(client.communications.search({ from: '1 May' })).rejects.toThrow(
      /communications.search: from: a date is YYYY-MM-DD/,
    );
    expect(server.calls()).toHaveLength(0);
  });

  it('path parameters are encoded, so an id cannot reach another path', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', /^\/communications\/.*\/review$/, () => noContent());
    await client.communications.review('a/../b?c', {
      userReportedBadAudio: false,
      userReportedOnewayAudio: false,
      userReportedUnstableConnection: false,
      userAudioQualityRating: 5,
      userAudioQualityReview: '',
    });
    expect(server.calls()[0]?.path).toBe('/communications/a%2F..%2Fb%3Fc/review');
  });
});

describe('where', () => {
  it('takes one condition; a second is refused rather than silently dropped', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    await expect(
      client.tenants.list({ where: { isTemplate: true, active: false } as never }),
    ).rejects.toThrow(/tenants.list: where/);
    await expect(
      client.users.list({
        where: { userName: 'a', 'provisioningAddresses.address': 'b' } as never,
      }),
    ).rejects.toThrow(/users.list: where/);
    expect(server.calls()).toHaveLength(0);
  });
});

describe('the log searched by its contents', () => {
  it('sends the key URL-encoded inside where, and only beside a phoneLine', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/communications', () => json(200, f.list([f.communicationFull])));
    await client.communications.search({
      include: 'all',
      where: { phoneLine: '722', search: 'a+b, c=d' },
    });
    // Encoded twice: the key inside the filter (the guide: + → %2b), then the query.
    expect(server.calls()[0]?.search).toBe(
      `?include=all&where=${encodeURIComponent(`phoneLine=722,search=${encodeURIComponent('a+b, c=d')}`)}`,
    );
    await expect(client.communications.search({ where: { search: 'x' } })).rejects.toThrow(
      /communications.search: where/,
    );
    expect(server.calls()).toHaveLength(1);
  });
});
