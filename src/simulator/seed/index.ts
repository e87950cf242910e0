import { type Reference, type Role } from '../../shared/interface';
import { formatTimestamp } from '../clock';
import { Store } from '../store/store';
import { seedAdmin, seedPersonal, seedServerSettings, seedWeeklyReports } from './admin';
import { seedChatSessions } from './chats';
import { seedCommunications } from './communications';
import { DEMO_PASSWORD, seedPeople, type SeedContext } from './people';
import { Prng } from './prng';

export interface Account {
  userName: string;
  password: string;
  role: Role;
}

/** Oids a tester needs and cannot discover through the interface. */
export interface Fixtures {
  chatSession: string;
  disabledChatSession: string;
  externalChatSession: string;
  /** The group chat "Team": the user and colleagues 1–3. */
  groupChatSession: string;
  /** A session where the user has a draft (text and a file) on the server. */
  draftChatSession: string;
  /** A message in `chatSession`. */
  chatMessage: string;
  /** A message with a PNG attachment (real image bytes), in `disabledChatSession`. */
  pictureMessage: string;
  chattableAddressable: string;
  unchattableAddressable: string;
  /** 4.3 to this addressable resolves to `disabledChatSession` (10066). */
  disabledChatAddressable: string;
  phoneLine: string;
  /** An active tenant that may be updated. */
  tenant: string;
  templateTenant: string;
  stoppedTenant: string;
  /** A non-generic phone template (configFileName is refused on it). */
  phoneTemplate: string;
  genericPhoneTemplate: string;
  /** An XCCPhone, for monitoredPhone references. */
  phone: string;
  phoneLineGroup: string;
  reportSchedule: string;
  /** An automated report not yet in `reportSchedule`. */
  automatedReport: string;
  backupSchedule: string;
  backupLog: string;
  provisioning: string;
  audioFile: string;
  /** The audio file's sound, an attachment (guide: attachments_get.html). */
  audioAttachment: string;
  license: string;
  /** A recorded call of the `user` account, and its call id. */
  callLog: string;
  callId: string;
  /** A call of the `user` account whose transcription is in progress. */
  transcribingCallLog: string;
  /** Something that can be a favorite and is not one yet. */
  referable: string;
  disabledAccount: { userName: string; password: string };
  expiredAccount: { userName: string; password: string };
  /** An account with a second factor: its e-mail address and the code sent there. */
  mfaAccount: { userName: string; password: string; email: string; code: string };
}

export interface SeedResult {
  store: Store;
  accounts: Account[];
  fixtures: Fixtures;
  /** The administrator of another tenant: base URL segment and credentials (proves 10063). */
  secondTenant: { segment: string; userName: string; password: string };
  /** The `user` account's oid: where control-API events land. */
  primaryUserOid: string;
}

export interface SeedOptions {
  seed: number;
  size: number;
  /** Colleague users in the master tenant (default 20; the fixtures use the first 16). */
  colleagues?: number;
  nowMs: number;
}

/** The whole data set, a pure function of (seed, size, colleagues, now). */
export function seedData(options: SeedOptions): SeedResult {
  const store = new Store();
  const ctx: SeedContext = {
    store,
    prng: new Prng(options.seed),
    nowMs: options.nowMs,
    ago: (ms) => formatTimestamp(Math.floor((options.nowMs - ms) / 1000) * 1000),
  };
  const { tenants, people } = seedPeople(ctx, options.colleagues ?? 20);
  const chattable = people.colleagues[0];
  const disabledPeer = people.colleagues[8];
  const contact = people.contacts[0];
  if (!chattable || !disabledPeer || !contact) throw new Error('seed: too few people');
  for (const tenant of store.tenants.items) seedServerSettings(ctx, tenant);
  const admin = seedAdmin(ctx, tenants.master, people);
  const favorites: Reference[] = [
    ...people.colleagues.slice(0, 3).map((c) => c.person),
    { commonName: contact.commonName, oid: contact.oid, objectType: contact.objectType },
  ];
  // Every user has a favorites list and web pages; the accounts a tester signs in with have
  // favorites in them.
  const withFavorites = new Set([people.user, people.admin, people.master]);
  for (const user of store.users.values()) {
    seedPersonal(ctx, user, withFavorites.has(user) ? favorites : []);
  }
  const sessions = seedChatSessions(ctx, tenants.master, people);
  const comms = seedCommunications(ctx, tenants.master, people, sessions, options.size);
  seedWeeklyReports(ctx, tenants.master, admin.otherReports);

  const account = (u: { userName: string; role: Role }): Account => ({
    userName: u.userName,
    password: DEMO_PASSWORD,
    role: u.role,
  });
  const credentials = (u: { userName: string }) => ({
    userName: u.userName,
    password: DEMO_PASSWORD,
  });
  return {
    store,
    accounts: [account(people.user), account(people.admin), account(people.master)],
    fixtures: {
      chatSession: sessions.main.oid,
      disabledChatSession: sessions.disabled.oid,
      externalChatSession: sessions.external.oid,
      groupChatSession: sessions.team.oid,
      draftChatSession: sessions.withDraft.oid,
      chatMessage: comms.chatMessage.oid,
      pictureMessage: comms.pictureMessage.oid,
      chattableAddressable: chattable.person.oid,
      unchattableAddressable: contact.oid,
      disabledChatAddressable: disabledPeer.person.oid,
      phoneLine: people.user.primaryLine.oid,
      tenant: tenants.other.oid,
      templateTenant: tenants.template.oid,
      stoppedTenant: tenants.stopped.oid,
      phoneTemplate: admin.phoneTemplate.oid,
      genericPhoneTemplate: admin.genericPhoneTemplate.oid,
      phone: people.phones.get(people.colleagues[15]?.oid ?? '')?.oid ?? '',
      phoneLineGroup: admin.phoneLineGroup.oid,
      reportSchedule: admin.reportSchedule.oid,
      automatedReport: admin.automatedReport.oid,
      backupSchedule: admin.backupSchedule.oid,
      backupLog: admin.backupLog.oid,
      provisioning: admin.provisioning.oid,
      audioFile: admin.audioFile.oid,
      audioAttachment: admin.audioFile.audioFile.oid,
      license: people.licenses[1]?.oid ?? '',
      callLog: comms.callLog.oid,
      callId: comms.callLog.callId ?? '',
      transcribingCallLog: comms.transcribingCallLog.oid,
      referable: admin.referable.oid,
      disabledAccount: credentials(people.disabled),
      expiredAccount: credentials(people.expired),
      mfaAccount: {
        ...credentials(people.withMfa),
        email: people.withMfa.mfa?.email ?? '',
        code: people.withMfa.mfa?.code ?? '',
      },
    },
    secondTenant: {
      segment: tenants.second.subDatabaseName,
      ...credentials(people.secondAdmin),
    },
    primaryUserOid: people.user.oid,
  };
}
