import { z } from 'zod';
import { languageSchema } from '../i18n/languages';
import { oidSchema, roleSchema } from '../interface';
import { callSettingsCalls } from './call-settings-calls';
import { historyCalls } from './history-calls';
import { chatCalls, chatEvents } from './chat-calls';
import { chatGroupCalls } from './chat-group-calls';
import { desktopCalls, desktopEvents } from './desktop-calls';
import { liveCalls, liveEvents } from './live-calls';
import { peopleCalls, peopleEvents } from './people-calls';
import { phoneCalls, phoneEvents } from './phone-calls';
import { readStateCalls } from './read-state-calls';
import { smsCalls } from './sms-calls';
import { statusCalls, statusEvents } from './status-calls';
import { strippingResults } from './strip-unknown';
import { updateCalls, updateEvents } from './update-calls';
import { voicemailCalls } from './voicemail-calls';

/**
 * The contract without the admin area's calls (`admin-calls.ts`): sign-in and the session, and
 * every call and event of the sections every user has. `ipc-contract.ts` adds the admin calls
 * to make the one contract. The renderer's bridge (`create-bridge.ts`) is built from this part
 * and loads the admin calls' schemas at the first admin call, so that a plain user's first
 * screen carries none of them.
 */

const noArgs = z.undefined();

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

export const hostKindSchema = z.enum(['electron', 'browser']);
export type HostKind = z.infer<typeof hostKindSchema>;

export const appInfoSchema = z.object({
  host: hostKindSchema,
  version: z.string(),
  platform: z.string(),
  /** "Try the demo" is offered: this host has the built-in demo server (not the installed app). */
  demo: z.boolean(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** What the renderer tells main of the system's languages: the page's `navigator.languages`. */
export const languageQuerySchema = z.object({
  pageLocales: z.array(z.string().max(64)).max(32),
});
export const languageStateSchema = z.object({ language: languageSchema });

/** Who is signed in, where: what the shell shows in its header. */
export const sessionUserSchema = z.object({
  userName: z.string(),
  displayName: z.string(),
  role: roleSchema,
  /** The server address as the user typed it (normalized), for display and re-authentication. */
  serverUrl: z.string(),
  /** Host name (and port) for the header. */
  serverLabel: z.string(),
  tenant: z.string().optional(),
  serverVersion: z.string().optional(),
  demo: z.boolean(),
  /** The renewal token is stored, so the next start signs in silently. */
  remembered: z.boolean(),
  /** Why "remember me" could not be honoured, when it was asked for and refused. */
  rememberNotice: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionStateSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('signed-out'),
    /** Prefill for the sign-in form (never a password). */
    serverUrl: z.string().optional(),
    userName: z.string().optional(),
    /** Why the user is here, e.g. a remembered sign-in that no longer works. */
    notice: z.string().optional(),
    /** A remembered sign-in exists that a retry may still restore (the server was unreachable). */
    canResume: z.boolean(),
  }),
  z.object({ status: z.literal('restoring'), serverUrl: z.string(), userName: z.string() }),
  z.object({ status: z.literal('signed-in'), user: sessionUserSchema }),
  /** The session ended and renewal failed: the shell stays, with a sign-in prompt over it. */
  z.object({ status: z.literal('reauth-required'), user: sessionUserSchema, sentence: z.string() }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;

export const connectivitySchema = z.object({
  status: z.enum(['online', 'offline', 'unknown']),
  /** Shown while offline. */
  sentence: z.string().optional(),
  /** ISO time of the last change. */
  since: z.string(),
});
export type Connectivity = z.infer<typeof connectivitySchema>;

export const signInArgsSchema = z.object({
  serverUrl: z.string().trim().min(1).max(2048),
  userName: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(1024),
  remember: z.boolean(),
  /** The second factor, once the server answered that the account needs one (10013). */
  mfa: z
    .object({
      code: z.string().trim().min(1).max(64),
      email: z.string().trim().min(3).max(320),
    })
    .optional(),
});
export type SignInArgs = z.infer<typeof signInArgsSchema>;

/** Asks the server to e-mail a sign-in code to the account's address (before signing in). */
export const mfaCodeArgsSchema = z.object({
  serverUrl: signInArgsSchema.shape.serverUrl,
  userName: signInArgsSchema.shape.userName,
  email: z.string().trim().min(3).max(320),
});
export type MfaCodeArgs = z.infer<typeof mfaCodeArgsSchema>;

/**
 * `sent`: the server took the request. `automatic`: it has no such request (404 or 405) and
 * e-mails the code by itself when a sign-in needs one.
 */
export const mfaCodeResultSchema = z.object({ outcome: z.enum(['sent', 'automatic']) });
export type MfaCodeResult = z.infer<typeof mfaCodeResultSchema>;

/**
 * What the app shows of the signed-in user's own record (`/me/info`, guide: me_info.html):
 * plain objects, so whatever else a server puts there stays in main.
 */
const namedObjectSchema = z.object({ oid: oidSchema, commonName: z.string() });
export const meSchema = z.object({
  person: namedObjectSchema,
  phoneLine: namedObjectSchema.optional(),
  presence: z.object({ status: z.string().optional(), message: z.string().optional() }).optional(),
});
export type Me = z.infer<typeof meSchema>;

export const rememberSupportSchema = z.object({
  available: z.boolean(),
  sentence: z.string().optional(),
});
export type RememberSupport = z.infer<typeof rememberSupportSchema>;

export const userContract = {
  calls: strippingResults({
    'app.info': call(noArgs, appInfoSchema),
    'app.language': call(languageQuerySchema, languageStateSchema),
    'app.setLanguage': call(languageStateSchema, z.undefined()),
    'session.get': call(noArgs, sessionStateSchema),
    'session.signIn': call(signInArgsSchema, sessionStateSchema),
    'session.requestMfaCode': call(mfaCodeArgsSchema, mfaCodeResultSchema),
    'session.startDemo': call(noArgs, sessionStateSchema),
    'session.resume': call(noArgs, sessionStateSchema),
    'session.signOut': call(noArgs, sessionStateSchema),
    'session.rememberSupport': call(noArgs, rememberSupportSchema),
    'me.info': call(noArgs, meSchema),
    'connectivity.get': call(noArgs, connectivitySchema),
    'connectivity.check': call(noArgs, connectivitySchema),
    'links.open': call(z.object({ url: z.string().max(4096) }), z.undefined()),
    ...historyCalls,
    ...chatCalls,
    ...chatGroupCalls,
    ...liveCalls,
    ...readStateCalls,
    ...peopleCalls,
    ...phoneCalls,
    ...statusCalls,
    ...callSettingsCalls,
    ...voicemailCalls,
    ...smsCalls,
    ...desktopCalls,
    ...updateCalls,
  }),
  events: {
    'session.changed': sessionStateSchema,
    'connectivity.changed': connectivitySchema,
    /** Browser host only: the page opens a validated external link itself (no OS shell there). */
    'host.openUrl': z.object({ url: z.string() }),
    /** Browser host only: the page shows a notification through the web Notification API. */
    'host.notify': z.object({ title: z.string(), body: z.string() }),
    ...chatEvents,
    ...liveEvents,
    ...peopleEvents,
    ...phoneEvents,
    ...statusEvents,
    ...desktopEvents,
    ...updateEvents,
  },
} as const;

export type Events = typeof userContract.events;
export type EventName = Extract<keyof Events, string>;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export const eventNames = Object.keys(userContract.events) as EventName[];

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(userContract.events, name);
}
