import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  operationIds,
  operations,
  roleMeetsLevel,
  roles,
  type OperationId,
  type Role,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { Api, expectError, operationPath, signIn, signInAs, startTestSimulator } from './helpers';

let sim: RunningSimulator;
const callers = {} as Record<Role, Api>;

beforeAll(async () => {
  sim = await startTestSimulator({ size: 50 });
  for (const role of roles) {
    callers[role] = await signInAs(sim, role);
    // The device's calls are read through the session's device (10050 without one).
    await callers[role].post('/me/device/register', { uuid: role, phoneNumber: '0201234567' });
  }
});
afterAll(() => sim.close());

const protectedOps = operationIds.filter((id) => operations[id].level !== 'guest');

describe('section 5: authentication and authorization levels', () => {
  it.each(protectedOps)('%s answers 401/10000 without a token', async (id) => {
    const op = operations[id];
    const anonymous = new Api(sim.baseUrl);
    const answer = await anonymous.request(op.method, operationPath(sim, id), {
      body: op.method === 'GET' ? undefined : {},
    });
    expectError(answer, 401, 10000);
  });

  const belowLevel = protectedOps.flatMap((id) =>
    roles
      .filter((role) => !roleMeetsLevel(role, operations[id].level))
      .map((role) => [id, role] as const),
  );

  it.each(belowLevel)('%s answers 403/10101 to a caller with role %s', async (id, role) => {
    const op = operations[id];
    const answer = await callers[role].request(op.method, operationPath(sim, id), {
      body: op.method === 'GET' ? undefined : {},
    });
    expectError(answer, 403, 10101);
  });

  it('lets callers at or above the level through (reads)', async () => {
    const reads = protectedOps.filter((id) => operations[id].method === 'GET');
    // The fixture chat session and call are the `user` account's: others get 404.
    const membersOnly = new Set<OperationId>([
      'chats.get',
      'chats.messages',
      'chats.attachment',
      'chats.groupParticipants',
      'chats.concept',
      'chats.conceptAttachment',
      'communications.audio',
    ]);
    for (const id of reads) {
      const allowed = roles.filter((r) => roleMeetsLevel(r, operations[id].level));
      for (const role of membersOnly.has(id) ? (['user'] as const) : allowed) {
        const answer = await callers[role].get(operationPath(sim, id));
        expect(answer.status, `${id} as ${role}: ${answer.text}`).toBe(200);
      }
    }
  });
});

describe('tenant operations and the configuration', () => {
  it('4.17 from another tenant’s base URL answers 400/10063 before the role check', async () => {
    const second = sim.fixtures.secondTenant;
    if (!second) throw new Error('multi-tenant simulator expected');
    const admin = await signIn(second.baseUrl, second);
    const operationsBody = [{ op: 'replace', path: '/commonName', value: 'x' }];
    expectError(await admin.patch(`/tenants/${sim.fixtures.tenant}`, operationsBody), 400, 10063);
    expectError(await admin.get('/tenants'), 403, 10101);
  });

  it('another tenant’s objects are not found', async () => {
    const second = sim.fixtures.secondTenant;
    if (!second) throw new Error('multi-tenant simulator expected');
    const admin = await signIn(second.baseUrl, second);
    expectError(await admin.get(`/phonetemplates/${sim.fixtures.phoneTemplate}`), 404, 10100);
    expectError(await admin.get(`/chats/${sim.fixtures.chatSession}`), 404, 10100);
    expect((await admin.get('/server/email')).status).toBe(200);
  });

  it('single-tenant: tenant operations answer 404/10060, and only the master tenant exists', async () => {
    const single = await startTestSimulator({ size: 10, singleTenant: true });
    try {
      expect(single.fixtures.secondTenant).toBeUndefined();
      const master = await signInAs(single, 'master');
      expectError(await master.get('/tenants'), 404, 10060);
      const body = [{ op: 'replace', path: '/commonName', value: 'x' }];
      expectError(await master.patch(`/tenants/${single.fixtures.tenant}`, body), 404, 10060);
      const user = await signInAs(single, 'user');
      expectError(await user.get('/tenants'), 403, 10101);
      expect((await master.get(`/backupschedules/${single.fixtures.backupSchedule}`)).status).toBe(
        200,
      );
      const acme = new Api(single.baseUrl.replace('/master', '/acme'));
      expectError(
        await acme.post('/me/login', { userName: 'admin', password: 'demo', userSpace: 's' }),
        401,
        10004,
      );
    } finally {
      await single.close();
    }
  });
});
