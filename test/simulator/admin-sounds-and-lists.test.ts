import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentContentsResponseSchema,
  audioFileResponseSchema,
  referenceListSchema,
  ServiceCode,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { account, expectError, signIn, startTestSimulator, type Api } from './helpers';

/**
 * An audio file's sound (guide: attachments_get.html, administrators only) and the fault that
 * makes the admin lists beyond the interface answer 404, as a server without them.
 */
let sim: RunningSimulator;
let admin: Api;
let user: Api;

beforeAll(async () => {
  sim = await startTestSimulator({ controlApi: true });
  admin = await signIn(sim.baseUrl, account(sim, 'administrator'));
  user = await signIn(sim.baseUrl, account(sim, 'user'));
});
afterAll(() => sim.close());

describe("an audio file's sound", () => {
  it('is its attachment, with a WAV of the size 4.12 names, as base64', async () => {
    const file = audioFileResponseSchema.parse(
      (await admin.get(`/audiofiles/${sim.fixtures.audioFile}`)).json,
    ).object;
    expect(file.audioFile.oid).toBe(sim.fixtures.audioAttachment);
    const answer = await admin.get(`/attachments/${file.audioFile.oid}`);
    expect(answer.status).toBe(200);
    const sound = attachmentContentsResponseSchema.parse(answer.json).object;
    const bytes = Buffer.from(sound.contentsB64String, 'base64');
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.byteLength).toBe(file.audioFile.size);
    expect(sound.mimeType).toBe('audio/wav');
  });

  it('is for administrators; an unknown attachment and a thumbnail are 404/10100', async () => {
    expectError(
      await user.get(`/attachments/${sim.fixtures.audioAttachment}`),
      403,
      ServiceCode.NoPermission,
    );
    expectError(await admin.get('/attachments/999999'), 404, ServiceCode.NotFound);
    expectError(
      await admin.get(`/attachments/${sim.fixtures.audioAttachment}?only_thumbnail=true`),
      404,
      ServiceCode.NotFound,
    );
  });
});

describe('the refuseAdminLists fault', () => {
  it('makes every admin list 404 until cleared', async () => {
    sim.setFaults({ refuseAdminLists: true });
    for (const path of ['/phonetemplates', '/reportschedules', '/audiofiles']) {
      expectError(await admin.get(path), 404, ServiceCode.NotFound);
    }
    sim.setFaults({});
    const list = referenceListSchema.parse((await admin.get('/reportschedules')).json);
    expect(list.data.map((d) => d.object.commonName)).toEqual([
      'Daily call statistics',
      'Weekly queue report',
    ]);
  });
});
