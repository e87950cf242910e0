import { type OperationId } from './operation-ids';

/**
 * Every operation the app uses, once: its interface section, method, path template (relative
 * to the base URL) and the authorization level it needs (interface section 5). The simulator
 * routes and authorizes from this table; the client names its errors by it; the contract
 * tests prove every row. `beyond: true` marks reads and session calls that the interface does
 * not show (design section 4).
 */
export type AuthLevel = 'guest' | 'user' | 'administrator' | 'master';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT';

export interface OperationSpec {
  readonly section: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly level: AuthLevel;
  readonly beyond?: true;
  /** Tenant operations need the multi-tenant configuration (error 10060 without it). */
  readonly multiTenant?: true;
  /** The method to ask with again when a server answers 405 to `method`. */
  readonly fallbackMethod?: HttpMethod;
}

export const operations = {
  'session.login': {
    section: 'design 4',
    method: 'POST',
    path: '/me/login',
    level: 'guest',
    beyond: true,
  },
  /**
   * Asks the platform to e-mail a sign-in code (the "Request MFA request" of
   * model/LoginCredentials.html, whose page is not published): shaped as its published sibling
   * me_request_reset_password.html, payload `{userName, email, userSpace}`, no answer. A server
   * that answers 404 or 405 sends the code by itself. See docs/decisions.md.
   */
  'session.requestMfa': {
    section: 'design 4',
    method: 'POST',
    path: '/me/request_mfa',
    level: 'guest',
    beyond: true,
  },
  'session.renew': {
    section: 'design 4',
    method: 'POST',
    path: '/me/renew',
    level: 'guest',
    beyond: true,
  },
  'session.logout': {
    section: 'design 4',
    method: 'POST',
    path: '/me/logout',
    level: 'user',
    beyond: true,
  },
  'me.info': { section: 'design 4', method: 'GET', path: '/me/info', level: 'user', beyond: true },
  /**
   * The address of the session's WebSocket (guide: websockets/index.html, "the call WebSocket",
   * not shown): POST with no body, as the public PHP client asks (flooris/laravel-xelion), and
   * GET where a server answers 405; answered like chats_external_websocket.html. See
   * docs/decisions.md.
   */
  'me.websocket': {
    section: 'design 4',
    method: 'POST',
    fallbackMethod: 'GET',
    path: '/me/websocket',
    level: 'user',
    beyond: true,
  },

  'phoneTemplates.update': {
    section: '4.1',
    method: 'PATCH',
    path: '/phonetemplates/:oid',
    level: 'user',
  },
  'phoneTemplates.get': {
    section: 'design 4',
    method: 'GET',
    path: '/phonetemplates/:oid',
    level: 'user',
    beyond: true,
  },
  'chats.send': { section: '4.2', method: 'POST', path: '/chats/:oid/messages', level: 'user' },
  'chats.get': {
    section: 'design 4',
    method: 'GET',
    path: '/chats/:oid',
    level: 'user',
    beyond: true,
  },
  'chats.messages': {
    section: 'design 4',
    method: 'GET',
    path: '/chats/:oid/messages',
    level: 'user',
    beyond: true,
  },
  /** Guide: chats_get_attachment.html. The message's file, base64 in `contentsB64String`. */
  'chats.attachment': {
    section: 'design 4',
    method: 'GET',
    path: '/chats/:oid/messages/:messageOid/attachment',
    level: 'user',
    beyond: true,
  },
  /** Guide: chats_group_create.html. `{name}`; answers the new session (sessionType group). */
  'chats.createGroup': {
    section: 'design 4',
    method: 'POST',
    path: '/chats/group',
    level: 'user',
    beyond: true,
  },
  /** Guide: chats_group_get_participants.html. Not paged: `meta` carries a refresh link. */
  'chats.groupParticipants': {
    section: 'design 4',
    method: 'GET',
    path: '/chats/group/:oid/participants',
    level: 'user',
    beyond: true,
  },
  /** Not in the guide (docs/decisions.md, "Group chats and drafts"): one member added. */
  'chats.addGroupParticipant': {
    section: 'design 4',
    method: 'POST',
    path: '/chats/group/:oid/participants',
    level: 'user',
    beyond: true,
  },
  /** Guide: chats_concept_get.html. The user's draft in a session. */
  'chats.concept': {
    section: 'design 4',
    method: 'GET',
    path: '/chats/:oid/concept',
    level: 'user',
    beyond: true,
  },
  /** Guide: chats_concept_set.html. Answers nothing. */
  'chats.setConcept': {
    section: 'design 4',
    method: 'PUT',
    path: '/chats/:oid/concept',
    level: 'user',
    beyond: true,
  },
  /** Guide: chats_get_concept_attachment.html. The draft's file, base64 in JSON. */
  'chats.conceptAttachment': {
    section: 'design 4',
    method: 'GET',
    path: '/chats/:oid/concept/attachment',
    level: 'user',
    beyond: true,
  },
  'addressables.chat': {
    section: '4.3',
    method: 'POST',
    path: '/addressables/:oid/chat',
    level: 'user',
  },
  'addressables.list': {
    section: 'design 4',
    method: 'GET',
    path: '/addressables',
    level: 'user',
    beyond: true,
  },
  /** The guide's addressables_chat_get.html: the one-to-one session with a person, no message. */
  'addressables.chatSession': {
    section: 'design 4',
    method: 'GET',
    path: '/addressables/:oid/chat',
    level: 'user',
    beyond: true,
  },
  /** The guide's addressables_presence.html: the presence of the tenant's lines, paged. */
  'presence.list': {
    section: 'design 4',
    method: 'GET',
    path: '/presence',
    level: 'user',
    beyond: true,
  },
  'tenants.list': {
    section: '4.4',
    method: 'GET',
    path: '/tenants',
    level: 'master',
    multiTenant: true,
  },
  /** Beyond the interface; the guide's tenants_get.html (OID = the tenant's database id). */
  'tenants.get': {
    section: 'design 4',
    method: 'GET',
    path: '/tenants/:oid',
    level: 'master',
    beyond: true,
    multiTenant: true,
  },
  'chats.reply': {
    section: '4.5',
    method: 'POST',
    path: '/chats/:oid/messages/:messageOid/reply',
    level: 'user',
  },
  'reportSchedules.update': {
    section: '4.6',
    method: 'PATCH',
    path: '/reportschedules/:oid',
    level: 'administrator',
  },
  'chats.createExternal': {
    section: '4.7',
    method: 'POST',
    path: '/chats/external_session',
    level: 'administrator',
  },
  'users.list': { section: '4.8', method: 'GET', path: '/users', level: 'user' },
  'provisioning.get': {
    section: '4.9',
    method: 'GET',
    path: '/provisioning/:oid',
    level: 'administrator',
  },
  'backupSchedules.get': {
    section: '4.10',
    method: 'GET',
    path: '/backupschedules/:oid',
    level: 'master',
  },
  'backupLogs.get': {
    section: '4.10',
    method: 'GET',
    path: '/backuplogs/:oid',
    level: 'master',
    beyond: true,
  },
  'reportSchedules.get': {
    section: '4.11',
    method: 'GET',
    path: '/reportschedules/:oid',
    level: 'administrator',
  },
  'audioFiles.get': {
    section: '4.12',
    method: 'GET',
    path: '/audiofiles/:oid',
    level: 'administrator',
  },
  'phoneLineGroups.update': {
    section: '4.13',
    method: 'PATCH',
    path: '/phonelinesgroups/:oid',
    level: 'administrator',
  },
  'phoneLineGroups.get': {
    section: 'design 4',
    method: 'GET',
    path: '/phonelinesgroups/:oid',
    level: 'administrator',
    beyond: true,
  },
  'serverProvisioning.update': {
    section: '4.14',
    method: 'PATCH',
    path: '/server/provisioning',
    level: 'administrator',
  },
  'serverProvisioning.get': {
    section: 'design 4',
    method: 'GET',
    path: '/server/provisioning',
    level: 'administrator',
    beyond: true,
  },
  'favorites.update': { section: '4.15', method: 'PATCH', path: '/me/favorites', level: 'user' },
  'favorites.get': {
    section: 'design 4',
    method: 'GET',
    path: '/me/favorites',
    level: 'user',
    beyond: true,
  },
  'webpages.list': {
    section: '4.16',
    method: 'GET',
    path: '/me/integratedwebpages',
    level: 'user',
  },
  'tenants.update': {
    section: '4.17',
    method: 'PATCH',
    path: '/tenants/:oid',
    level: 'master',
    multiTenant: true,
  },
  'communications.search': {
    section: '4.18',
    method: 'GET',
    path: '/communications',
    level: 'user',
  },
  'serverEmail.update': {
    section: '4.19',
    method: 'PATCH',
    path: '/server/email',
    level: 'administrator',
  },
  'serverEmail.get': {
    section: 'design 4',
    method: 'GET',
    path: '/server/email',
    level: 'administrator',
    beyond: true,
  },
  'communications.review': {
    section: '4.20',
    method: 'POST',
    path: '/communications/:oid/review',
    level: 'user',
  },
  /**
   * Lists of the admin resources, beyond the interface (design section 4: the client treats
   * 404/405 as "not offered" and lets an object be opened by its id instead). The guide
   * documents the audio files' list (audio_files_list.html); the others are not documented.
   */
  'phoneTemplates.list': {
    section: 'design 4',
    method: 'GET',
    path: '/phonetemplates',
    level: 'administrator',
    beyond: true,
  },
  'phoneLineGroups.list': {
    section: 'design 4',
    method: 'GET',
    path: '/phonelinesgroups',
    level: 'administrator',
    beyond: true,
  },
  'reportSchedules.list': {
    section: 'design 4',
    method: 'GET',
    path: '/reportschedules',
    level: 'administrator',
    beyond: true,
  },
  'provisioning.list': {
    section: 'design 4',
    method: 'GET',
    path: '/provisioning',
    level: 'administrator',
    beyond: true,
  },
  'backupSchedules.list': {
    section: 'design 4',
    method: 'GET',
    path: '/backupschedules',
    level: 'master',
    beyond: true,
  },
  'audioFiles.list': {
    section: 'design 4',
    method: 'GET',
    path: '/audiofiles',
    level: 'administrator',
    beyond: true,
  },
  /** Guide: attachments_get.html (administrators): an attachment with its base64 contents. */
  'attachments.get': {
    section: 'design 4',
    method: 'GET',
    path: '/attachments/:oid',
    level: 'administrator',
    beyond: true,
  },
  'phoneLines.list': {
    section: 'design 4',
    method: 'GET',
    path: '/phonelines',
    level: 'user',
    beyond: true,
  },
  /**
   * The phone: the user's status, phone settings and caller ID, the log's voicemail and SMS
   * (guide pages named per row; docs/decisions.md, "The phone: status, phone settings, voicemail
   * and SMS").
   */
  /** Named by me_status_set.html; its page is not published (answer decided). */
  'mePhone.selectableStatuses': {
    section: 'design 4',
    method: 'GET',
    path: '/me/selectable_statuses',
    level: 'user',
    beyond: true,
  },
  /** me_status_set.html: a selectable status as a JSON string. */
  'mePhone.setStatus': {
    section: 'design 4',
    method: 'PUT',
    path: '/me/status',
    level: 'user',
    beyond: true,
  },
  /** me_temporary_status_set.html: a status until a time. */
  'mePhone.setTemporaryStatus': {
    section: 'design 4',
    method: 'PUT',
    path: '/me/temporary_status',
    level: 'user',
    beyond: true,
  },
  /** me_message_set.html: the status message as a JSON string. */
  'mePhone.setMessage': {
    section: 'design 4',
    method: 'PUT',
    path: '/me/message',
    level: 'user',
    beyond: true,
  },
  /** Not in the guide; read as the public Delphi client reads it (ronaldhoek/XelionAPI). */
  'mePhone.settings': {
    section: 'design 4',
    method: 'GET',
    path: '/me/phone/settings',
    level: 'user',
    beyond: true,
  },
  /** me_phone_settings_update.html */
  'mePhone.updateSettings': {
    section: 'design 4',
    method: 'PATCH',
    path: '/me/phone/settings',
    level: 'user',
    beyond: true,
  },
  /** me_phone_caller_id_get.html */
  'mePhone.callerId': {
    section: 'design 4',
    method: 'GET',
    path: '/me/phone/caller_id',
    level: 'user',
    beyond: true,
  },
  /** me_phone_caller_id_set.html */
  'mePhone.setCallerId': {
    section: 'design 4',
    method: 'PUT',
    path: '/me/phone/caller_id',
    level: 'user',
    beyond: true,
  },
  /** "The valid caller IDs list" of me_phone_caller_id_set.html, not published (decided). */
  'mePhone.validCallerIds': {
    section: 'design 4',
    method: 'GET',
    path: '/me/phone/valid_caller_ids',
    level: 'user',
    beyond: true,
  },
  /** communications_audio_get.html: the audio itself, not JSON. */
  'communications.audio': {
    section: 'design 4',
    method: 'GET',
    path: '/communications/:oid/audio',
    level: 'user',
    beyond: true,
  },
  /** communications_update.html */
  /**
   * The recent communication inbox (guide: communications_recent.html): per contact the last
   * item and `notificationsCount`, the new items; returning new chat messages marks them
   * delivered to the user.
   */
  'communications.recent': {
    section: 'design 4',
    method: 'GET',
    path: '/communications/recent',
    level: 'user',
    beyond: true,
  },
  'communications.update': {
    section: 'design 4',
    method: 'PATCH',
    path: '/communications/:oid',
    level: 'user',
    beyond: true,
  },
  /** communications_sms_send.html */
  'communications.sendSms': {
    section: 'design 4',
    method: 'POST',
    path: '/communications/sms',
    level: 'user',
    beyond: true,
  },
  /**
   * The phone (guide: resources/me_device_*.html, channels_hangup.html,
   * communications_active_channels.html; docs/decisions.md, "The phone: devices and calls").
   * Calls go through the session's registered device: 10050 without one, 10052 when it has no
   * phone number, 10053 (twin_call) when it has no twin.
   */
  'device.register': {
    section: 'design 4',
    method: 'POST',
    path: '/me/device/register',
    level: 'user',
    beyond: true,
  },
  'device.unregister': {
    section: 'design 4',
    method: 'POST',
    path: '/me/device/unregister',
    level: 'user',
    beyond: true,
  },
  /** The PBX rings the device's phone, then dials the number and bridges the two. */
  'device.pbxCall': {
    section: 'design 4',
    method: 'POST',
    path: '/me/device/pbx_call',
    level: 'user',
    beyond: true,
  },
  /** As pbx_call, ringing the device's twinned phone first. */
  'device.twinCall': {
    section: 'design 4',
    method: 'POST',
    path: '/me/device/twin_call',
    level: 'user',
    beyond: true,
  },
  'device.calls': {
    section: 'design 4',
    method: 'GET',
    path: '/me/device/calls',
    level: 'user',
    beyond: true,
  },
  /** Connects two of the device's running calls with each other and hangs up its own legs. */
  'device.transfer': {
    section: 'design 4',
    method: 'POST',
    path: '/me/device/calls/transfer',
    level: 'user',
    beyond: true,
  },
  /** As device.transfer for the two calls named: the source in the path, the target the payload. */
  'device.transferSelected': {
    section: 'design 4',
    method: 'POST',
    path: '/me/device/calls/:channelId/transfer',
    level: 'user',
    beyond: true,
  },
  /** The guide names POST as the resource and shows GET in its example: GET after a 405. */
  'channels.hangup': {
    section: 'design 4',
    method: 'POST',
    fallbackMethod: 'GET',
    path: '/channels/:channelId/hangup',
    level: 'user',
    beyond: true,
  },
  'communications.activeChannels': {
    section: 'design 4',
    method: 'GET',
    path: '/communications/active_channels',
    level: 'user',
    beyond: true,
  },
} as const satisfies Record<OperationId, OperationSpec>;

/** Role names as the app and the simulator use them, lowest first. */
export const roles = ['user', 'administrator', 'master'] as const;
export type Role = (typeof roles)[number];

export function roleMeetsLevel(role: Role | undefined, level: AuthLevel): boolean {
  if (level === 'guest') return true;
  if (!role) return false;
  return roles.indexOf(role) >= roles.indexOf(level);
}
