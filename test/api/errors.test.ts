import { describe, expect, it } from 'vitest';
import { ApiError, type ApiClient } from '../../src/main/api';
import {
  codeMessages,
  fallbackMessage,
  kindMessages,
  operationMessages,
  statusMessages,
} from '../../src/main/api/error-sentences';
import { intlFor, languages, t, type MessageKey } from '../../src/shared/i18n';
import { apiErrorInfoSchema, isNotAvailable } from '../../src/shared/api-error';
import { operationIds, ServiceCode, type OperationId } from '../../src/shared/interface';
import * as f from './fixtures';
import { fakeServer, json, serviceError, signedIn } from './fake-server';

const allMessages: MessageKey[] = [
  ...Object.values(codeMessages),
  ...Object.values(operationMessages).flatMap((m) => Object.values(m)),
  ...Object.values(statusMessages),
  ...Object.values(kindMessages),
  fallbackMessage,
];
// Every sentence in every language the app speaks.
const allSentences = languages.flatMap((language) =>
  allMessages.map((id) => intlFor(language).formatMessage({ id })),
);
// The sentences these tests expect, in the language main speaks (English, as no one chose).
const codeSentences = (code: keyof typeof codeMessages) => t(codeMessages[code]);
const statusSentences = (status: number) => t(statusMessages[status]!);

describe('sentences', () => {
  it('every service code has one', () => {
    for (const code of Object.values(ServiceCode)) {
      expect(codeSentences(code), String(code)).toMatch(/\S/);
    }
  });

  it('none is empty, none shows a code or jargon, all are sentences', () => {
    for (const s of allSentences) {
      expect(s.trim().length).toBeGreaterThan(10);
      expect(s).toMatch(/^[A-Z].*[.]$/);
      expect(s).not.toMatch(/\d{3}|HTTP|null|undefined|exception|error code/i);
    }
  });

  const cases: [OperationId, number, number, string][] = [
    ['chats.send', 400, 10104, "Attachments can't be sent in an external chat."],
    [
      'chats.send',
      400,
      10203,
      "This message couldn't be sent: it is empty or its attachment couldn't be read.",
    ],
    ['chats.send', 404, 10066, 'This chat is closed.'],
    ['addressables.chat', 400, 10200, 'Type a message before sending.'],
    [
      'addressables.chat',
      400,
      10202,
      "This message couldn't be read by the server. Please try again.",
    ],
    ['addressables.chat', 400, 10204, 'Type a message before sending.'],
    ['addressables.chat', 404, 10100, "This person can't receive chat messages."],
    ['addressables.chat', 404, 10066, 'This chat is closed.'],
    ['addressables.chatSession', 404, 10100, "This person can't receive chat messages."],
    ['chats.reply', 400, 10203, 'The message you are replying to no longer exists.'],
    ['chats.reply', 404, 10066, 'This chat is closed.'],
    ['tenants.list', 403, 10101, 'Only the master tenant administrator can manage tenants.'],
    [
      'tenants.list',
      404,
      10060,
      "This server doesn't host several tenants, so there are no tenants to manage.",
    ],
    ['chats.createExternal', 404, 10100, 'That phone line no longer exists.'],
    [
      'tenants.update',
      400,
      10063,
      'Tenants can only be changed while signed in to the master tenant.',
    ],
    [
      'tenants.update',
      400,
      10165,
      "This tenant is a template for new tenants and can't be changed.",
    ],
    [
      'tenants.update',
      400,
      10166,
      'This tenant is running: stop it in the phone system’s management console first, then change its database name.',
    ],
    ['tenants.update', 403, 10101, 'Only the master tenant administrator can manage tenants.'],
    [
      'tenants.update',
      404,
      10060,
      "This server doesn't host several tenants, so there are no tenants to manage.",
    ],
    ['tenants.update', 404, 10100, 'That tenant no longer exists.'],
    ['session.login', 401, 10004, 'Wrong user name or password.'],
    [
      'session.login',
      401,
      10005,
      'This device is still signed in elsewhere. Close other Switchboard windows or try again later.',
    ],
    ['session.login', 401, 10006, 'This account is disabled. Contact your administrator.'],
    ['session.login', 401, 10007, 'Your password has expired. Set a new one, then sign in again.'],
    ['me.info', 429, 10400, 'The server is busy. Please wait a moment and try again.'],
    ['me.info', 500, 11000, 'The server ran into a problem. Please try again later.'],
    ['me.info', 401, 10000, 'Your session has ended. Please sign in again.'],
    ['provisioning.get', 403, 10101, "You don't have permission to do this."],
    ['provisioning.get', 404, 10100, 'This item no longer exists. Refresh and try again.'],
  ];
  cases.push(
    [
      'phoneTemplates.update',
      400,
      10202,
      "The server didn't accept these changes. Check the values and try again.",
    ],
    [
      'favorites.update',
      400,
      10202,
      "The server didn't accept these changes. Check the values and try again.",
    ],
    [
      'communications.review',
      400,
      10202,
      "The server couldn't read the request. Check the values and try again.",
    ],
  );
  it.each(cases)('%s %i/%i', (operation, status, code, sentence) => {
    const kind = status === 401 && code === 10000 ? 'unauthenticated' : 'service';
    expect(new ApiError({ kind, operation, status, code }).sentence).toBe(sentence);
  });

  it('the same code reads differently per operation where it means something else', () => {
    const s = (operation: OperationId, code: number) =>
      new ApiError({ kind: 'service', operation, status: 404, code }).sentence;
    expect(
      new Set([
        s('addressables.chat', 10100),
        s('chats.createExternal', 10100),
        s('tenants.update', 10100),
      ]).size,
    ).toBe(3);
    expect(s('chats.send', 10203)).not.toBe(s('chats.reply', 10203));
  });

  it('unknown codes fall back to a sentence per status', () => {
    const s = (status?: number) =>
      new ApiError({
        kind: 'service',
        operation: 'me.info',
        ...(status && { status }),
        code: 12345,
      }).sentence;
    expect(s(404)).toBe(statusSentences(404));
    expect(s(503)).toBe(statusSentences(503));
    expect(s(507)).toBe(codeSentences(ServiceCode.ServerError));
    expect(s(418)).toBe(t(fallbackMessage));
    expect(s()).toBe(t(fallbackMessage));
  });

  it('network, timeout, aborted and malformed have their own', () => {
    const s = (kind: 'network' | 'timeout' | 'aborted' | 'malformed') =>
      new ApiError({ kind, operation: 'me.info' }).sentence;
    expect(s('network')).toBe("Switchboard can't reach the server. Check your connection.");
    expect(new Set([s('network'), s('timeout'), s('aborted'), s('malformed')]).size).toBe(4);
  });
});

describe('mapping answers to errors', () => {
  it.each(Object.entries(ServiceCode))('every code end to end: %s (%i)', async (_name, code) => {
    const server = fakeServer();
    const { client } = await signedIn(server, { retry: { attempts: 1 } });
    // 401/10000 would start a renewal; the other codes come back as they are.
    const status = code === ServiceCode.NotAuthenticated ? 401 : 400;
    server.on('POST', '/chats/400/messages', () => serviceError(status, code));
    server.on('POST', '/me/renew', () => serviceError(401, 10000));
    const e = await client.chats.send('400', { text: 'x' }).catch((x: unknown) => x as ApiError);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ code, status, operation: 'chats.send' });
    expect(e.sentence).toBe(t(operationMessages['chats.send']?.[code] ?? codeMessages[code]));
  });

  async function failWith(
    response: () => Response,
    operation: (c: ApiClient) => Promise<unknown> = (c) => c.me.info(),
  ) {
    const server = fakeServer();
    const made = await signedIn(server, { retry: { attempts: 1 } });
    server.on('GET', /./, response);
    return operation(made.client).then(
      () => expect.fail('should have failed'),
      (e: unknown) => e as ApiError,
    );
  }

  it('a service error carries status, code, sentence, and never the server message', async () => {
    const e = await failWith(() => serviceError(404, 10100));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ kind: 'service', status: 404, code: 10100, operation: 'me.info' });
    expect(e.sentence).toBe(codeSentences(10100));
    expect(JSON.stringify(e.toInfo())).not.toContain('Foo.java');
    expect(e.sentence).not.toContain('Foo.java');
  });

  it('401/10000 is unauthenticated once renewal cannot help', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/me/info', () => serviceError(401, 10000));
    await expect(client.me.info()).rejects.toMatchObject({
      kind: 'unauthenticated',
      status: 401,
      code: 10000,
    });
  });

  it('an error body that is not JSON is malformed, saying so', async () => {
    const e = await failWith(() => new Response('<html>oops</html>', { status: 400 }));
    expect(e).toMatchObject({ kind: 'malformed', status: 400 });
    expect(e.message).toContain('error body is not JSON');
  });

  it('an error body of the wrong shape is malformed, naming the field', async () => {
    const e = await failWith(() => json(400, { errorCode: 'x', message: 'm' }));
    expect(e).toMatchObject({ kind: 'malformed', status: 400 });
    expect(e.message).toContain('errorCode');
  });

  it('a gateway page on 502/503/504/429 maps by status (proxies answer these)', async () => {
    const e = await failWith(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(e).toMatchObject({ kind: 'service', status: 502 });
    expect(e.code).toBeUndefined();
    expect(e.sentence).toBe(statusSentences(502));
  });

  it('an error without a body maps by status', async () => {
    const e = await failWith(() => new Response(null, { status: 405 }));
    expect(e).toMatchObject({ kind: 'service', status: 405, sentence: statusSentences(405) });
  });

  it('a success answer that is not JSON, or empty, is malformed', async () => {
    expect(await failWith(() => new Response('nope', { status: 200 }))).toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('not JSON') as string,
    });
    expect(await failWith(() => new Response('', { status: 200 }))).toMatchObject({
      kind: 'malformed',
      message: expect.stringContaining('empty answer') as string,
    });
  });

  it('a success answer of the wrong shape names the failing field path', async () => {
    const items = [1, 2, 3, 4].map((n) => f.communication(String(n)));
    items[3] = { ...items[3]!, date: '2024-05-01T10:00:00Z' };
    const e = await failWith(
      () => json(200, f.list(items)),
      (c) => c.communications.search(),
    );
    expect(e.kind).toBe('malformed');
    expect(e.operation).toBe('communications.search');
    expect(e.message).toContain('data[3].object.date: a timestamp is YYYY-MM-DD HH:MM:SS');
    expect(e.sentence).toBe(t(kindMessages.malformed));
  });

  it('several problems are counted, the first named', async () => {
    const e = await failWith(() =>
      json(200, { object: { person: { oid: 'x' }, phoneLine: { oid: 'y' } } }),
    );
    expect(e.message).toMatch(/object\.person\.commonName: .+ \(and \d+ more problems\)/);
  });
});

describe('ApiErrorInfo', () => {
  it('is exactly the serializable fields and passes its schema', () => {
    const e = new ApiError({
      kind: 'service',
      operation: 'chats.send',
      status: 429,
      code: 10400,
      detail: 'secret internals',
      retryAfterMs: 2000,
    });
    const info = e.toInfo();
    expect(info).toEqual({
      kind: 'service',
      operation: 'chats.send',
      status: 429,
      code: 10400,
      sentence: codeSentences(10400),
      transient: true,
      retryAfterMs: 2000,
    });
    expect(apiErrorInfoSchema.strict().parse(structuredClone(info))).toEqual(info);
    expect(JSON.stringify(info)).not.toContain('internals');
  });

  it('transient: network, timeout, 429 and 5xx only', () => {
    const t = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
      new ApiError({ kind: 'service', operation: 'me.info', ...init }).transient;
    expect(t({ kind: 'network' })).toBe(true);
    expect(t({ kind: 'timeout' })).toBe(true);
    expect(t({ status: 503 })).toBe(true);
    expect(t({ status: 429 })).toBe(true);
    expect(t({ status: 400 })).toBe(false);
    expect(t({ kind: 'aborted' })).toBe(false);
    expect(t({ kind: 'unauthenticated', status: 401 })).toBe(false);
  });

  it('isNotAvailable: only a 404/405 on a read the interface does not show', () => {
    expect(isNotAvailable({ operation: 'phoneTemplates.get', status: 405 })).toBe(true);
    expect(isNotAvailable({ operation: 'favorites.get', status: 404 })).toBe(true);
    expect(isNotAvailable({ operation: 'provisioning.get', status: 404 })).toBe(false);
    expect(isNotAvailable({ operation: 'phoneTemplates.update', status: 404 })).toBe(false);
    expect(isNotAvailable({ operation: 'phoneTemplates.get', status: 500 })).toBe(false);
  });

  it('covers every operation id in its schema', () => {
    for (const operation of operationIds) {
      expect(apiErrorInfoSchema.shape.operation.safeParse(operation).success).toBe(true);
    }
  });
});
