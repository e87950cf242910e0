import { expect } from 'vitest';
import {
  errorBodySchema,
  operations,
  tokenPairSchema,
  type OperationId,
} from '../../src/shared/interface';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/simulator';

/** A fixed seed instant, so dates in assertions are reproducible. */
export const NOW = new Date('2025-06-01T12:00:00Z');

export function startTestSimulator(options: SimulatorOptions = {}): Promise<RunningSimulator> {
  return startSimulator({ size: 300, now: NOW, ...options });
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body; undefined when it is empty or not JSON. */
  json: unknown;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, instead of JSON-encoding `body`. */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** Raw HTTP against one base URL, with an optional session token. */
export class Api {
  constructor(
    readonly baseUrl: string,
    public token?: string,
  ) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.token) headers.authorization = `xelion ${this.token}`;
    let body: string | undefined = options.raw;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, text, json };
  }

  get(path: string, options?: RequestOptions) {
    return this.request('GET', path, options);
  }

  post(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request('POST', path, { ...options, body });
  }

  patch(path: string, operations: unknown[]) {
    return this.request('PATCH', path, { body: { operations } });
  }
}

let spaces = 0;
/** A userSpace no other test uses (one session per user and userSpace). */
export const freshUserSpace = () => `test-${process.pid}-${++spaces}`;

export async function signIn(
  baseUrl: string,
  credentials: { userName: string; password: string },
  userSpace = freshUserSpace(),
): Promise<Api> {
  const api = new Api(baseUrl);
  const answer = await api.post('/me/login', { ...credentials, userSpace });
  expect(answer.status, answer.text).toBe(200);
  api.token = tokenPairSchema.parse(answer.json).authentication;
  return api;
}

export function account(sim: RunningSimulator, role: 'user' | 'administrator' | 'master') {
  const found = sim.accounts.find((a) => a.role === role);
  if (!found) throw new Error(`no ${role} account`);
  return found;
}

export const signInAs = (sim: RunningSimulator, role: 'user' | 'administrator' | 'master') =>
  signIn(sim.baseUrl, account(sim, role));

/** Assert an error answer: status, service code, and the design's error body. */
/** `message`: a pattern, or the whole message exactly. */
export function expectError(
  answer: Answer,
  status: number,
  code: number,
  message?: RegExp | string,
) {
  expect(answer.status, answer.text).toBe(status);
  const body = errorBodySchema.parse(answer.json);
  expect(body.errorCode, answer.text).toBe(code);
  expect(body.info).toMatch(/^resource=[A-Z]+ \/api\/v1\//);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

/** A concrete path for an operation of the table, its oids taken from the fixtures. */
export function operationPath(sim: RunningSimulator, id: OperationId): string {
  const f = sim.fixtures;
  const oidFor: Partial<Record<OperationId, string>> = {
    'phoneTemplates.update': f.phoneTemplate,
    'phoneTemplates.get': f.phoneTemplate,
    'chats.send': f.chatSession,
    'chats.get': f.chatSession,
    'chats.messages': f.chatSession,
    'chats.reply': f.chatSession,
    'chats.addGroupParticipant': f.groupChatSession,
    'chats.groupParticipants': f.groupChatSession,
    'chats.concept': f.draftChatSession,
    'chats.setConcept': f.draftChatSession,
    'chats.conceptAttachment': f.draftChatSession,
    'addressables.chat': f.chattableAddressable,
    'addressables.chatSession': f.chattableAddressable,
    'reportSchedules.update': f.reportSchedule,
    'reportSchedules.get': f.reportSchedule,
    'provisioning.get': f.provisioning,
    'backupSchedules.get': f.backupSchedule,
    'backupLogs.get': f.backupLog,
    'audioFiles.get': f.audioFile,
    'attachments.get': f.audioAttachment,
    'phoneLineGroups.update': f.phoneLineGroup,
    'phoneLineGroups.get': f.phoneLineGroup,
    'tenants.update': f.tenant,
    'tenants.get': f.tenant,
    'communications.review': f.callLog,
    'communications.audio': f.callLog,
    'communications.update': f.callLog,
  };
  // The attachment read needs a message that has one: the seeded picture's.
  if (id === 'chats.attachment') {
    return `/chats/${f.disabledChatSession}/messages/${f.pictureMessage}/attachment`;
  }
  return operations[id].path
    .replace(':messageOid', f.chatMessage)
    .replace(':oid', oidFor[id] ?? '1');
}
