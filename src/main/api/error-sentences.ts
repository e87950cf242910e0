import { type ApiErrorKind } from '../../shared/api-error';
import {
  operationIds,
  operations,
  ServiceCode,
  type OperationId,
  type ServiceCodeValue,
} from '../../shared/interface';

/**
 * What the user reads when a call fails: plain, short, actionable, no codes. The server's own
 * `message` is never shown (it may carry internals); these sentences replace it.
 */

const C = ServiceCode;

const signInAgain = 'Your session has ended. Please sign in again.';
const busy = 'The server is busy. Please wait a moment and try again.';
const serverProblem = 'The server ran into a problem. Please try again later.';
const notAllowed = "You don't have permission to do this.";
const unreadableChanges = "The server didn't accept these changes. Check the values and try again.";

/** One sentence per service code: the meaning the code has for most operations. */
export const codeSentences: Record<ServiceCodeValue, string> = {
  [C.NotAuthenticated]: signInAgain,
  [C.TokenExpired]: signInAgain,
  [C.TokenUnknown]: signInAgain,
  [C.NoUserName]: 'Enter your user name.',
  [C.NoPassword]: 'Enter your password.',
  [C.WrongCredentials]: 'Wrong user name or password.',
  [C.AlreadySignedIn]:
    'This device is still signed in elsewhere. Close other Switchboard windows or try again later.',
  [C.AccountDisabled]: 'This account is disabled. Contact your administrator.',
  [C.PasswordExpired]: 'Your password has expired. Set a new one, then sign in again.',
  [C.NoUserSpace]:
    "Switchboard couldn't sign in because of a problem in the app. Please try again.",
  [C.MfaRequired]: 'Enter the verification code that was sent to your e-mail address.',
  [C.NoMultiTenant]: "This server doesn't host several tenants, so there are no tenants to manage.",
  [C.NotMasterTenant]: 'Tenants can only be changed while signed in to the master tenant.',
  [C.ChatSessionDisabled]: 'This chat is closed.',
  [C.NotFound]: 'This item no longer exists. Refresh and try again.',
  [C.NoPermission]: notAllowed,
  [C.AttachmentInExternalChat]: "Attachments can't be sent in an external chat.",
  [C.TenantIsTemplate]: "This tenant is a template for new tenants and can't be changed.",
  [C.TenantNotStopped]: 'Stop the tenant before changing its database name.',
  [C.NoContents]: "The request was incomplete, so the server couldn't carry it out.",
  [C.ContentsUndecodable]: "The server couldn't read the request. Check the values and try again.",
  [C.ChatContentsInvalid]: 'Type a message or attach a file before sending.',
  [C.EmptyChatMessage]: 'Type a message before sending.',
  [C.TooManyRequests]: busy,
  [C.SessionBusy]: busy,
  [C.ServerError]: serverProblem,
};

const tenantNotAllowed = 'Only the master tenant administrator can manage tenants.';
const backupsNotAllowed = 'Only the master tenant administrator can see backups.';

type SentencesByOperation = { [O in OperationId]?: Partial<Record<ServiceCodeValue, string>> };

/** Where the same code means something else for one operation (interface section 7). */
const specificSentences: SentencesByOperation = {
  'session.login': {
    [C.NoContents]: 'Enter your user name and password.',
    [C.ContentsUndecodable]: "The server couldn't read the sign-in details. Please try again.",
  },
  'chats.send': {
    [C.NotFound]: 'This chat no longer exists.',
    [C.ChatContentsInvalid]:
      "This message couldn't be sent: it is empty or its attachment couldn't be read.",
  },
  'chats.reply': {
    [C.NotFound]: 'This chat no longer exists.',
    [C.ChatContentsInvalid]: 'The message you are replying to no longer exists.',
  },
  'addressables.chat': {
    [C.NotFound]: "This person can't receive chat messages.",
    [C.NoContents]: 'Type a message before sending.',
    [C.ContentsUndecodable]: "This message couldn't be read by the server. Please try again.",
  },
  'chats.createExternal': { [C.NotFound]: 'That phone line no longer exists.' },
  'chats.get': { [C.NotFound]: 'This chat no longer exists.' },
  'chats.messages': { [C.NotFound]: 'This chat no longer exists.' },
  'communications.review': { [C.NotFound]: "That call can't be found any more." },
  'tenants.list': { [C.NoPermission]: tenantNotAllowed },
  'tenants.get': {
    [C.NotFound]: 'That tenant no longer exists.',
    [C.NoPermission]: tenantNotAllowed,
  },
  'tenants.update': {
    [C.NotFound]: 'That tenant no longer exists.',
    [C.NoPermission]: tenantNotAllowed,
  },
  'backupSchedules.get': { [C.NoPermission]: backupsNotAllowed },
  'backupLogs.get': { [C.NoPermission]: backupsNotAllowed },
};

/** On every PATCH a 10202 means the server refused a path or value of the change. */
export const operationSentences: Readonly<SentencesByOperation> = Object.fromEntries(
  operationIds.map((id) => [
    id,
    {
      ...(operations[id].method === 'PATCH' && { [C.ContentsUndecodable]: unreadableChanges }),
      ...specificSentences[id],
    },
  ]),
);

/** For codes this client does not know (a newer server) or error answers without one. */
export const statusSentences: Readonly<Record<number, string>> = {
  400: "The server couldn't accept this request. Check the values and try again.",
  401: signInAgain,
  403: notAllowed,
  404: "This item couldn't be found. It may have been removed.",
  405: "This server doesn't support this.",
  409: 'This was changed elsewhere. Refresh and try again.',
  413: 'This is too large to send.',
  429: busy,
  500: serverProblem,
  502: 'The server is temporarily unavailable. Please try again shortly.',
  503: 'The server is temporarily unavailable. Please try again shortly.',
  504: 'The server took too long to answer. Please try again.',
};

export const fallbackSentence = 'Something went wrong. Please try again.';

export const kindSentences: Readonly<Record<Exclude<ApiErrorKind, 'service'>, string>> = {
  unauthenticated: signInAgain,
  network: "Switchboard can't reach the server. Check your connection.",
  timeout: 'The server took too long to answer. Please try again.',
  aborted: 'The request was cancelled.',
  malformed: "The server sent an answer Switchboard doesn't understand. Please try again later.",
};

function isKnownCode(code: number): code is ServiceCodeValue {
  return code in codeSentences;
}

export function sentenceFor(e: {
  kind: ApiErrorKind;
  operation: OperationId;
  status?: number;
  code?: number;
}): string {
  if (e.kind !== 'service') return kindSentences[e.kind];
  if (e.code !== undefined && isKnownCode(e.code)) {
    return operationSentences[e.operation]?.[e.code] ?? codeSentences[e.code];
  }
  if (e.status === undefined) return fallbackSentence;
  const exact = statusSentences[e.status];
  if (exact) return exact;
  if (e.status >= 500) return serverProblem;
  return fallbackSentence;
}
