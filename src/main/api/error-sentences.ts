import { type ApiErrorKind } from '../../shared/api-error';
import { t, type MessageKey } from '../../shared/i18n';
import {
  operationIds,
  operations,
  ServiceCode,
  type OperationId,
  type ServiceCodeValue,
} from '../../shared/interface';

/**
 * What the user reads when a call fails: plain, short, actionable, no codes, in the user's
 * language (the catalogue's `error.*` messages). The server's own `message` is never shown (it
 * may carry internals); these sentences replace it.
 */

const C = ServiceCode;

/** One message per service code: the meaning the code has for most operations. */
export const codeMessages: Record<ServiceCodeValue, MessageKey> = {
  [C.NotAuthenticated]: 'error.sessionEnded',
  [C.TokenExpired]: 'error.sessionEnded',
  [C.TokenUnknown]: 'error.sessionEnded',
  [C.NoUserName]: 'error.code.10002',
  [C.NoPassword]: 'error.code.10003',
  [C.WrongCredentials]: 'error.code.10004',
  [C.AlreadySignedIn]: 'error.code.10005',
  [C.AccountDisabled]: 'error.code.10006',
  [C.PasswordExpired]: 'error.code.10007',
  [C.NoUserSpace]: 'error.code.10011',
  [C.MfaRequired]: 'error.code.10013',
  [C.NoDevice]: 'error.code.10050',
  [C.NoDevicePhoneNumber]: 'error.code.10052',
  [C.NoTwinNumber]: 'error.code.10053',
  [C.NoPhoneLine]: 'error.code.10054',
  [C.NoMultiTenant]: 'error.code.10060',
  [C.NotMasterTenant]: 'error.code.10063',
  [C.ChatSessionDisabled]: 'error.code.10066',
  [C.NotFound]: 'error.code.10100',
  [C.NoPermission]: 'error.notAllowed',
  [C.AttachmentInExternalChat]: 'error.code.10104',
  [C.TenantIsTemplate]: 'error.code.10165',
  [C.TenantNotStopped]: 'error.code.10166',
  [C.NoContents]: 'error.code.10200',
  [C.ContentsUndecodable]: 'error.code.10202',
  [C.ChatContentsInvalid]: 'error.code.10203',
  [C.EmptyChatMessage]: 'error.code.10204',
  [C.UnknownUserOrEmail]: 'error.code.10206',
  [C.CodeNotSent]: 'error.code.10207',
  [C.TooManyRequests]: 'error.busy',
  [C.SessionBusy]: 'error.busy',
  [C.ServerError]: 'error.serverProblem',
};

type MessagesByOperation = { [O in OperationId]?: Partial<Record<ServiceCodeValue, MessageKey>> };

/** pbx_call and twin_call: the number, and the PBX-Call-Initiation capability. */
const dialMessages: Partial<Record<ServiceCodeValue, MessageKey>> = {
  [C.NoContents]: 'error.call.noNumber',
  [C.ContentsUndecodable]: 'error.call.badNumber',
  [C.NoPermission]: 'error.call.notEnabled',
};

/** Where the same code means something else for one operation (interface section 7). */
const specificMessages: MessagesByOperation = {
  'session.login': {
    [C.NoContents]: 'error.login.noContents',
    [C.ContentsUndecodable]: 'error.login.undecodable',
  },
  'session.requestMfa': { [C.NoPassword]: 'error.requestMfa.noEmail' },
  'chats.send': {
    [C.NotFound]: 'error.chat.gone',
    [C.ChatContentsInvalid]: 'error.send.invalid',
  },
  'chats.reply': {
    [C.NotFound]: 'error.chat.gone',
    [C.ChatContentsInvalid]: 'error.reply.originalGone',
  },
  'addressables.chat': {
    [C.NotFound]: 'error.startChat.notFound',
    [C.NoContents]: 'error.code.10204',
    [C.ContentsUndecodable]: 'error.startChat.undecodable',
  },
  'addressables.chatSession': { [C.NotFound]: 'error.startChat.notFound' },
  'chats.createExternal': { [C.NotFound]: 'error.external.lineGone' },
  'chats.get': { [C.NotFound]: 'error.chat.gone' },
  'chats.attachment': {
    [C.NotFound]: 'error.file.gone',
    // The platform's answer for a file over its size limit, among other failures.
    [C.ServerError]: 'error.file.notHandedOver',
  },
  'chats.messages': { [C.NotFound]: 'error.chat.gone' },
  'communications.review': { [C.NotFound]: 'error.review.callGone' },
  'mePhone.setStatus': { [C.ChatContentsInvalid]: 'error.status.notSelectable' },
  'mePhone.setTemporaryStatus': { [C.ChatContentsInvalid]: 'error.status.temporaryInvalid' },
  'mePhone.setCallerId': { [C.ChatContentsInvalid]: 'error.callerId.notAllowed' },
  'communications.sendSms': { [C.ChatContentsInvalid]: 'error.sms.badNumber' },
  'communications.audio': { [C.NotFound]: 'error.audio.gone' },
  'communications.update': { [C.NotFound]: 'error.communication.gone' },
  'tenants.list': { [C.NoPermission]: 'error.tenants.notAllowed' },
  'tenants.get': {
    [C.NotFound]: 'error.tenant.gone',
    [C.NoPermission]: 'error.tenants.notAllowed',
  },
  'tenants.update': {
    [C.NotFound]: 'error.tenant.gone',
    [C.NoPermission]: 'error.tenants.notAllowed',
  },
  'backupSchedules.get': { [C.NoPermission]: 'error.backups.notAllowed' },
  'backupLogs.get': { [C.NoPermission]: 'error.backups.notAllowed' },
  // The phone (docs/decisions.md, "The phone"): a missing capability is read as 403/10101.
  'device.register': {
    [C.NoContents]: 'error.device.notLinked',
    [C.ContentsUndecodable]: 'error.device.badNumbers',
  },
  'device.pbxCall': dialMessages,
  'device.twinCall': dialMessages,
  'device.transfer': { [C.ChatContentsInvalid]: 'error.transfer.needsTwoCalls' },
  'device.transferSelected': { [C.ChatContentsInvalid]: 'error.transfer.callEnded' },
  'channels.hangup': {
    [C.NoPermission]: 'error.hangup.notYours',
    [C.NotFound]: 'error.hangup.ended',
  },
};

/** On every PATCH a 10202 means the server refused a path or value of the change. */
export const operationMessages: Readonly<MessagesByOperation> = Object.fromEntries(
  operationIds.map((id) => [
    id,
    {
      ...(operations[id].method === 'PATCH' && {
        [C.ContentsUndecodable]: 'error.unreadableChanges',
      }),
      ...specificMessages[id],
    },
  ]),
);

/** For codes this client does not know (a newer server) or error answers without one. */
export const statusMessages: Readonly<Record<number, MessageKey>> = {
  400: 'error.status.400',
  401: 'error.sessionEnded',
  403: 'error.notAllowed',
  404: 'error.status.404',
  405: 'error.status.405',
  409: 'error.status.409',
  413: 'error.status.413',
  429: 'error.busy',
  500: 'error.serverProblem',
  502: 'error.status.502',
  503: 'error.status.502',
  504: 'error.status.504',
};

export const fallbackMessage: MessageKey = 'error.generic';

export const kindMessages: Readonly<Record<Exclude<ApiErrorKind, 'service'>, MessageKey>> = {
  unauthenticated: 'error.sessionEnded',
  network: 'error.kind.network',
  timeout: 'error.kind.timeout',
  aborted: 'error.kind.aborted',
  malformed: 'error.kind.malformed',
};

function isKnownCode(code: number): code is ServiceCodeValue {
  return code in codeMessages;
}

/** The message a failure says. */
export function messageFor(e: {
  kind: ApiErrorKind;
  operation: OperationId;
  status?: number;
  code?: number;
  notSent?: boolean;
}): MessageKey {
  // A write given up before it was written, for want of a request slot: the server is busy.
  if (e.kind === 'timeout' && e.notSent) return 'error.busy';
  if (e.kind !== 'service') return kindMessages[e.kind];
  if (e.code !== undefined && isKnownCode(e.code)) {
    return operationMessages[e.operation]?.[e.code] ?? codeMessages[e.code];
  }
  if (e.status === undefined) return fallbackMessage;
  const exact = statusMessages[e.status];
  if (exact) return exact;
  if (e.status >= 500) return 'error.serverProblem';
  return fallbackMessage;
}

/** The sentence of a failure, in the language main speaks now. */
export function sentenceFor(e: Parameters<typeof messageFor>[0]): string {
  return t(messageFor(e));
}
