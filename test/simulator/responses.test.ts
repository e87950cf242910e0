import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addressableListSchema,
  callerIdResponseSchema,
  phoneSettingsResponseSchema,
  selectableStatusesResponseSchema,
  validCallerIdsResponseSchema,
  attachmentContentsResponseSchema,
  audioFileResponseSchema,
  backupLogResponseSchema,
  backupScheduleResponseSchema,
  chatMessageListSchema,
  chatSessionResponseSchema,
  communicationFullListSchema,
  communicationListSchema,
  favoritesResponseSchema,
  meInfoResponseSchema,
  operationIds,
  operations,
  phoneLineGroupResponseSchema,
  phoneLineListSchema,
  activeChannelListSchema,
  deviceCallListSchema,
  presenceListSchema,
  phoneProvisioningResponseSchema,
  phoneTemplateResponseSchema,
  referenceListSchema,
  reportScheduleResponseSchema,
  serverEmailResponseSchema,
  serverProvisioningResponseSchema,
  tenantIncludeValues,
  tenantListSchema,
  tenantResponseSchema,
  userIncludeValues,
  userListSchema,
  webpageListSchema,
  recentInboxSchema,
  type OperationId,
  conceptResponseSchema,
  groupParticipantListSchema,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { type Api, operationPath, signInAs, startTestSimulator } from './helpers';

type ReadId = {
  [K in OperationId]: (typeof operations)[K]['method'] extends 'GET' ? K : never;
}[OperationId];

/** The response schema of every read of the table (the type makes a missing one an error). */
const readSchemas: Record<ReadId, z.ZodType> = {
  'me.info': meInfoResponseSchema,
  'phoneTemplates.get': phoneTemplateResponseSchema,
  'chats.get': chatSessionResponseSchema,
  'chats.messages': chatMessageListSchema,
  'chats.attachment': attachmentContentsResponseSchema,
  'chats.groupParticipants': groupParticipantListSchema,
  'chats.concept': conceptResponseSchema,
  'chats.conceptAttachment': attachmentContentsResponseSchema,
  'addressables.list': addressableListSchema,
  'addressables.chatSession': chatSessionResponseSchema,
  'presence.list': presenceListSchema,
  'tenants.list': tenantListSchema,
  'tenants.get': tenantResponseSchema,
  'phoneTemplates.list': referenceListSchema,
  'phoneLineGroups.list': referenceListSchema,
  'reportSchedules.list': referenceListSchema,
  'provisioning.list': referenceListSchema,
  'backupSchedules.list': referenceListSchema,
  'audioFiles.list': referenceListSchema,
  'users.list': userListSchema,
  'provisioning.get': phoneProvisioningResponseSchema,
  'backupSchedules.get': backupScheduleResponseSchema,
  'backupLogs.get': backupLogResponseSchema,
  'reportSchedules.get': reportScheduleResponseSchema,
  'audioFiles.get': audioFileResponseSchema,
  'attachments.get': attachmentContentsResponseSchema,
  'phoneLineGroups.get': phoneLineGroupResponseSchema,
  'serverProvisioning.get': serverProvisioningResponseSchema,
  'favorites.get': favoritesResponseSchema,
  'webpages.list': webpageListSchema,
  'communications.search': communicationListSchema,
  'communications.recent': recentInboxSchema,
  'serverEmail.get': serverEmailResponseSchema,
  'phoneLines.list': phoneLineListSchema,
  'device.calls': deviceCallListSchema,
  'communications.activeChannels': activeChannelListSchema,
  'mePhone.selectableStatuses': selectableStatusesResponseSchema,
  'mePhone.settings': phoneSettingsResponseSchema,
  'mePhone.callerId': callerIdResponseSchema,
  'mePhone.validCallerIds': validCallerIdsResponseSchema,
  // A WAV file, not JSON (voicemail.test.ts reads its bytes).
  'communications.audio': z.undefined(),
};

let sim: RunningSimulator;
let user: Api;
let master: Api;

beforeAll(async () => {
  sim = await startTestSimulator({ size: 200 });
  user = await signInAs(sim, 'user');
  master = await signInAs(sim, 'master');
  // The device's calls are read through the session's device (10050 without one).
  await master.post('/me/device/register', { uuid: 'responses', phoneNumber: '0201234567' });
});
afterAll(() => sim.close());

const reads = operationIds.filter((id): id is ReadId => operations[id].method === 'GET');

describe('every read answers its schema', () => {
  it.each(reads)('%s', async (id) => {
    // The user owns the chats and the call; the master account may read everything else.
    const caller = id.startsWith('chats.') || id === 'communications.audio' ? user : master;
    const answer = await caller.get(operationPath(sim, id));
    expect(answer.status, answer.text).toBe(200);
    const result = readSchemas[id].safeParse(answer.json);
    expect(result.success, result.error?.message).toBe(true);
  });

  it('with every include value', async () => {
    const full = await user.get('/communications?include=all&limit=1000');
    expect(communicationFullListSchema.safeParse(full.json).error).toBeUndefined();
    const users = await user.get(`/users?limit=1000&include=${userIncludeValues.join(',')}`);
    expect(userListSchema.safeParse(users.json).error).toBeUndefined();
    const tenants = await master.get(
      `/tenants?limit=1000&include=${tenantIncludeValues.join(',')}`,
    );
    expect(tenantListSchema.safeParse(tenants.json).error).toBeUndefined();
  });

  it('4.16 carries only a refresh link and only active pages', async () => {
    const list = webpageListSchema.parse((await user.get('/me/integratedwebpages')).json);
    expect(list.meta.links.map((l) => l.rel)).toEqual(['refresh']);
    expect(list.meta.paging).toBeUndefined();
    expect(list.data.map((d) => d.object.name)).toEqual(['Intranet', 'CRM']);
  });
});
