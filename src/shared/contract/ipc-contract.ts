import { z } from 'zod';
import { languageSchema } from '../i18n/languages';
import { oidSchema, roleSchema } from '../interface';
import { adminCalls } from './admin-calls';
import { historyCalls } from './history-calls';
import { chatCalls, chatEvents } from './chat-calls';
import { desktopCalls, desktopEvents } from './desktop-calls';
import { liveCalls, liveEvents } from './live-calls';
import { peopleCalls, peopleEvents } from './people-calls';
import { stripUnknown } from './strip-unknown';

/**
 * The one contract between the renderer and the main process (Electron IPC or the browser
 * host's WebSocket). Every call the renderer may make is one `domain.verb` entry with its
 * argument and result schemas; every event main sends is one entry with its payload schema.
 * Main validates arguments against these schemas, and every handler's result before sending it;
 * the renderer validates results and payloads. Tokens and passwords never appear in a result or
 * an event: nothing here has a field for them, and a result drops every field it does not name,
 * at any depth (`strippingResults`), so one a server echoed never crosses either.
 */

const noArgs = z.undefined();

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/**
 * The calls, each result schema made to strip unknown fields (`stripUnknown`): the interface's
 * schemas keep what a server adds, which main may need but the renderer is never handed.
 */
function strippingResults<C extends Record<string, { args: z.ZodType; result: z.ZodType }>>(
  calls: C,
): C {
  return Object.fromEntries(
    Object.entries(calls).map(([name, { args, result }]) => [
      name,
      { args, result: stripUnknown(result) },
    ]),
  ) as C;
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

export const contract = {
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
    ...adminCalls,
    ...liveCalls,
    ...peopleCalls,
    ...desktopCalls,
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
    ...desktopEvents,
  },
} as const;

export type Calls = typeof contract.calls;
export type CallName = Extract<keyof Calls, string>;
export type CallArgs<K extends CallName> = z.input<Calls[K]['args']>;
export type ParsedCallArgs<K extends CallName> = z.output<Calls[K]['args']>;
export type CallResult<K extends CallName> = z.output<Calls[K]['result']>;

export type Events = typeof contract.events;
export type EventName = Extract<keyof Events, string>;
export type EventPayload<E extends EventName> = z.output<Events[E]>;

export const callNames = Object.keys(contract.calls) as CallName[];
export const eventNames = Object.keys(contract.events) as EventName[];

export function isCallName(name: unknown): name is CallName {
  return typeof name === 'string' && Object.hasOwn(contract.calls, name);
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(contract.events, name);
}

/** Electron IPC channel names: one namespace per direction so a call never collides with an event. */
export const callChannel = (name: CallName) => `sb:call:${name}`;
export const eventChannel = (name: EventName) => `sb:event:${name}`;
