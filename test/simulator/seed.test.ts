import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import {
  audioFileSchema,
  backupLogSchema,
  backupScheduleSchema,
  chatMessageSchema,
  chatSessionSchema,
  communicationFullSchema,
  communicationItemSchema,
  communicationListSchema,
  favoritesSchema,
  phoneLineGroupSchema,
  phoneProvisioningSchema,
  phoneTemplateSchema,
  reportScheduleSchema,
  serverEmailSchema,
  serverProvisioningSchema,
  tenantSchema,
  userIncludeValues,
  userSchema,
} from '../../src/shared/interface';
import { sessionView } from '../../src/simulator/routes/chats';
import { seedData } from '../../src/simulator/seed';
import { communicationFull, communicationItem } from '../../src/simulator/views/communication';
import { userView } from '../../src/simulator/views/user';
import { NOW, signInAs, startTestSimulator } from './helpers';

const seeded = seedData({ seed: 7, size: 3000, nowMs: NOW.getTime() });
const { store } = seeded;

/** Parse or fail with the schema's own message and the object's oid. */
function conforms(schema: z.ZodType, value: unknown, what: string) {
  const result = schema.safeParse(value);
  expect(result.success, `${what}: ${result.error?.message}`).toBe(true);
}

describe('the seeded data set', () => {
  it('has `size` communications, all kinds, spread over two years, oids growing with date', () => {
    const records = store.communications.visibleTo(seeded.primaryUserOid).items;
    expect(store.communications.size).toBe(3000);
    const kinds = new Set(records.map((r) => r.objectType));
    expect([...kinds].sort()).toEqual(['CallLog', 'SMSMessage', 'XCCMessage', 'XCCUserChat']);
    const oldest = Date.parse(`${records[0]?.date.replace(' ', 'T')}Z`);
    const newest = Date.parse(`${records.at(-1)?.date.replace(' ', 'T')}Z`);
    const year = 365 * 86_400_000;
    expect(NOW.getTime() - oldest).toBeGreaterThan(1.9 * year);
    expect(NOW.getTime() - oldest).toBeLessThanOrEqual(2 * year);
    expect(newest).toBeLessThanOrEqual(NOW.getTime());
    for (let i = 1; i < records.length; i++) {
      expect((records[i]?.seq ?? 0) > (records[i - 1]?.seq ?? 0)).toBe(true);
    }
    const calls = records.filter((r) => r.objectType === 'CallLog');
    expect(calls.some((c) => c.recordingStatus === 'recorded')).toBe(true);
    expect(calls.some((c) => c.transcription?.status === 'inProgress')).toBe(true);
    expect(calls.some((c) => c.durationSec === 0 && c.incoming)).toBe(true);
  });

  it('every communication is a valid list item and full representation; chats are 2.2 messages', () => {
    for (const viewer of store.users.values()) {
      for (const record of store.communications.visibleTo(viewer.oid).items) {
        conforms(communicationItemSchema, communicationItem(record), `item ${record.oid}`);
        const full = communicationFull(record, viewer.oid);
        conforms(communicationFullSchema, full, `full ${record.oid}`);
        if (record.objectType === 'XCCUserChat')
          conforms(chatMessageSchema, full, `chat ${record.oid}`);
      }
    }
  });

  it('every admin object, tenant, session, user projection and setting matches its schema', () => {
    const each = <T>(map: Map<string, { value: T }>, schema: z.ZodType, what: string) => {
      expect(map.size).toBeGreaterThan(0);
      for (const [oid, { value }] of map) conforms(schema, value, `${what} ${oid}`);
    };
    each(store.phoneTemplates, phoneTemplateSchema, 'phone template');
    each(store.phoneLineGroups, phoneLineGroupSchema, 'phone line group');
    each(store.provisioning, phoneProvisioningSchema, 'provisioning');
    each(store.reportSchedules, reportScheduleSchema, 'report schedule');
    each(store.backupSchedules, backupScheduleSchema, 'backup schedule');
    each(store.backupLogs, backupLogSchema, 'backup log');
    each(store.audioFiles, audioFileSchema, 'audio file');
    for (const tenant of store.tenants.items)
      conforms(tenantSchema, tenant, `tenant ${tenant.oid}`);
    for (const value of store.serverProvisioning.values())
      conforms(serverProvisioningSchema, value, 'provisioning settings');
    for (const value of store.serverEmail.values())
      conforms(serverEmailSchema, value, 'e-mail settings');
    for (const value of store.favorites.values()) conforms(favoritesSchema, value, 'favorites');
    for (const session of store.chatSessions.values()) {
      conforms(chatSessionSchema, sessionView(session), `chat session ${session.oid}`);
    }
    for (const user of store.users.values()) {
      conforms(userSchema, userView(user, []), `user ${user.oid}`);
      conforms(
        userSchema,
        userView(user, userIncludeValues),
        `user ${user.oid} with every include`,
      );
    }
  });

  it('has tenants at each state and users at each role', () => {
    const tenants = store.tenants.items;
    expect(tenants.filter((t) => t.isTemplate)).toHaveLength(1);
    expect(tenants.some((t) => !t.active)).toBe(true);
    const roles = new Set([...store.users.values()].map((u) => u.role));
    expect([...roles].sort()).toEqual(['administrator', 'master', 'user']);
    const external = [...store.chatSessions.values()].filter((s) => s.sessionType === 'external');
    expect(external[0]?.participants.map((p) => p.objectType)).toContain('UnknownAddressable');
    expect([...store.chatSessions.values()].some((s) => s.disabled)).toBe(true);
  });
});

describe('seeded pictures', () => {
  it('chat sessions other than the main one carry real PNGs, one file shared by many messages', () => {
    const chats = [...store.communications.visibleTo(seeded.primaryUserOid).items].filter(
      (r) => r.objectType === 'XCCUserChat',
    );
    const withFiles = chats.filter((r) => r.attachments.length > 0);
    expect(withFiles.length).toBeGreaterThan(3);
    expect(withFiles.some((r) => r.chatSession?.oid === seeded.fixtures.chatSession)).toBe(false);
    const files = withFiles.map((r) => store.attachmentContents.get(r.attachments[0]!.oid));
    for (const [i, file] of files.entries()) {
      expect(file?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(withFiles[i]?.attachments[0]).toMatchObject({
        mimeType: 'image/png',
        size: file?.length,
      });
    }
    expect(new Set(files).size).toBe(3);
    const picture = store.communications.get(seeded.fixtures.pictureMessage);
    expect(picture?.chatSession?.oid).toBe(seeded.fixtures.disabledChatSession);
    expect(picture?.attachments[0]?.commonName).toBe('chart.png');
  });
});

describe('determinism', () => {
  it('the same seed gives identical data; another seed does not', () => {
    const again = seedData({ seed: 7, size: 3000, nowMs: NOW.getTime() });
    expect(again.fixtures).toEqual(seeded.fixtures);
    const view = (s: typeof store) =>
      s.communications
        .visibleTo(seeded.primaryUserOid)
        .items.map((r) => communicationFull(r, seeded.primaryUserOid));
    expect(view(again.store)).toEqual(view(store));
    const other = seedData({ seed: 8, size: 3000, nowMs: NOW.getTime() });
    expect(view(other.store)).not.toEqual(view(store));
  });

  it('two simulators with the same seed answer the same fixtures and first page', async () => {
    const [a, b] = await Promise.all([
      startTestSimulator({ seed: 3, size: 100 }),
      startTestSimulator({ seed: 3, size: 100 }),
    ]);
    try {
      expect(b.accounts).toEqual(a.accounts);
      const strip = (f: typeof a.fixtures) => ({ ...f, secondTenant: undefined });
      expect(strip(b.fixtures)).toEqual(strip(a.fixtures));
      const firstPage = async (sim: typeof a) => {
        const api = await signInAs(sim, 'user');
        return communicationListSchema.parse((await api.get('/communications?include=all')).json)
          .data;
      };
      expect(await firstPage(b)).toEqual(await firstPage(a));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
