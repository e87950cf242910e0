import { type Reference, type Role, type Tenant } from '../../shared/interface';
import { type Store } from '../store/store';
import { type AddressableRecord, type PhoneLineRecord, type UserRecord } from '../store/types';
import { companies, firstNames, lastNames, resellers } from './names';
import { type Prng } from './prng';

export const DEMO_PASSWORD = 'demo';

export interface SeedContext {
  readonly store: Store;
  readonly prng: Prng;
  /** Seed instant and a timestamp `msAgo` before it. */
  readonly nowMs: number;
  ago(msAgo: number): string;
}

export interface Tenants {
  master: Tenant;
  second: Tenant;
  template: Tenant;
  stopped: Tenant;
  other: Tenant;
}

export interface People {
  user: UserRecord;
  admin: UserRecord;
  master: UserRecord;
  disabled: UserRecord;
  expired: UserRecord;
  /** Signs in with a second factor (me_login.html). */
  withMfa: UserRecord;
  colleagues: UserRecord[];
  secondAdmin: UserRecord;
  contacts: AddressableRecord[];
  unknownVisitor: AddressableRecord;
  sharedLines: PhoneLineRecord[];
  licenses: Reference[];
  /** Each user's desk phone (XCCPhone), for monitoredPhone references. */
  phones: Map<string, Reference>;
}

/** The code the platform would send by e-mail: fixed per user, so tests and the demo know it. */
const verificationCode = (userOid: string) =>
  String(100_000 + ((Number(userOid) * 7919) % 900_000));

const usage = (ctx: SeedContext) => ctx.prng.int(1, 50_000) * 1_048_576;

function makeTenant(
  ctx: SeedContext,
  fields: { name: string; segment: string; active?: boolean; isTemplate?: boolean },
  licenses: readonly Reference[],
): Tenant {
  const { store, prng } = ctx;
  const oid = store.newOid();
  const parts = [usage(ctx), usage(ctx), usage(ctx), usage(ctx), usage(ctx)];
  const tenant: Tenant = {
    oid,
    objectType: 'XCCTenant',
    commonName: fields.name,
    permissions: 'ReadWriteRemove',
    active: fields.active ?? true,
    subDatabaseName: fields.segment,
    isTemplate: fields.isTemplate ?? false,
    resellerName: prng.pick(resellers),
    licenseCounts: licenses.slice(0, prng.int(1, licenses.length)).map((license) => ({
      oid: store.newOid(),
      objectType: 'XCCLicenseCount',
      license: license.oid,
      maxLicenses: prng.int(5, 250),
    })),
    dbUsage: usage(ctx),
    mohUsage: usage(ctx),
    monitorUsage: usage(ctx),
    callRecordingUsage: parts[0],
    chatAttachmentUsage: parts[1],
    mailAttachmentUsage: parts[2],
    voicemailUsage: parts[3],
    totalAttachmentUsage: parts.slice(0, 4).reduce((a, b) => a + (b ?? 0), 0),
    totalUsage: parts.reduce((a, b) => a + (b ?? 0), 0),
    statistics: {
      messagingAppGateways: prng.int(0, 3),
      messagingAppUsage: prng.int(0, 5000),
      sttFreeUsage: prng.int(0, 600),
      sttCurrentUsage: prng.int(0, 600),
    },
  };
  store.addTenant(tenant);
  return tenant;
}

function seedTenants(ctx: SeedContext, licenses: readonly Reference[]): Tenants {
  const make = (name: string, segment: string, extra: { active?: boolean; isTemplate?: boolean }) =>
    makeTenant(ctx, { name, segment, ...extra }, licenses);
  const tenants: Tenants = {
    master: make('Master', 'master', {}),
    second: make('Acme', 'acme', {}),
    template: make('Template', 'template', { isTemplate: true }),
    stopped: make('Dormant', 'dormant', { active: false }),
    other: make('Globex', 'globex', {}),
  };
  // Enough further tenants that the default page of 15 does not hold them all.
  for (const name of companies.slice(2)) {
    make(name, name.toLowerCase().replace(/[^a-z]/g, ''), { active: ctx.prng.chance(0.8) });
  }
  return tenants;
}

/** Draws before a middle initial is added: the word lists hold a few hundred full names. */
const PLAIN_NAME_TRIES = 20;

function personName(ctx: SeedContext, used: Set<string>): string {
  for (let tries = 0; ; tries++) {
    const first = ctx.prng.pick(firstNames);
    const last = ctx.prng.pick(lastNames);
    // Drawn only past the plain tries, so a data set that never gets there stays the same.
    const name =
      tries < PLAIN_NAME_TRIES
        ? `${first} ${last}`
        : `${first} ${String.fromCharCode(65 + ctx.prng.int(0, 25))}. ${last}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** Lines are numbered `+31 20 555 0<extension>`. */
const LINE_PREFIX = '+31 20 555 0';
const extensionOf = (line: PhoneLineRecord) => line.number.slice(LINE_PREFIX.length);

function redirectionOf(line: PhoneLineRecord): { redirectionActive: boolean; redirection: string } {
  const extension = extensionOf(line);
  return Number(extension) % 6 === 4
    ? { redirectionActive: true, redirection: `+31 6 2000 0${extension}` }
    : { redirectionActive: false, redirection: '' };
}

/** A phone line in the nested form 4.8's include paths walk (primaryLine.*, lines.line.*). */
function lineProfile(
  ctx: SeedContext,
  line: PhoneLineRecord,
  associated: Reference,
  phones: { phone: Reference; user: Reference }[],
): Record<string, unknown> {
  const { store, prng } = ctx;
  const autoAttendant = prng.chance(0.1);
  return {
    commonName: line.commonName,
    oid: line.oid,
    objectType: 'XCCPhoneLine',
    autoAttendantOn: autoAttendant,
    autoAttendant,
    answerWithMusicOnHold: prng.chance(0.3),
    defaultFallback: 'voicemail',
    associatedAddressable: associated,
    dayNightMode: {
      oid: store.newOid(),
      objectType: 'XCCDayNightMode',
      enableDayNightMode: prng.chance(0.3),
      manualNightMode: false,
    },
    userPhoneLine: {
      oid: store.newOid(),
      objectType: 'XCCUserPhoneLine',
      // From the number, not the PRNG: every sixth line is redirected, to a mobile number.
      ...redirectionOf(line),
      doNotDisturb: prng.chance(0.1),
      voicemailActive: true,
      fallbackActive: prng.chance(0.5),
      fallback: '',
    },
    phones: phones.map(({ phone, user }) => ({
      oid: store.newOid(),
      objectType: 'XCCPhoneLinePhone',
      phone: {
        ...phone,
        active: true,
        doNotDisturb: false,
        user,
        users: [user],
        isRegistered: prng.chance(0.8),
        phoneNumber: line.number,
      },
    })),
    extensions: [extensionOf(line)],
  };
}

interface NewUser {
  tenant: Tenant;
  userName: string;
  role: Role;
  disabled?: boolean;
  passwordExpired?: boolean;
  mfa?: boolean;
  license: Reference;
  roleRef: Reference;
  managedLines?: readonly PhoneLineRecord[];
}

function makeUser(
  ctx: SeedContext,
  spec: NewUser,
  names: Set<string>,
  phones: Map<string, Reference>,
): UserRecord {
  const { store, prng } = ctx;
  const name = personName(ctx, names);
  const domain = `${spec.tenant.subDatabaseName}.example.com`;
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;
  const extension = String(100 + (store.usersByTenant.get(spec.tenant.oid)?.items.length ?? 0));
  const personOid = store.newOid();
  const userOid = store.newOid();
  const line: PhoneLineRecord = {
    oid: store.newOid(),
    tenantOid: spec.tenant.oid,
    commonName: `${name} (${extension})`,
    number: `${LINE_PREFIX}${extension}`,
  };
  store.addPhoneLine(line);
  const phone: Reference = {
    commonName: `Desk phone ${extension}`,
    oid: store.newOid(),
    objectType: 'XCCPhone',
  };
  store.addReference(phone.oid, spec.tenant.oid, phone);
  phones.set(userOid, phone);
  const person: Reference = { commonName: name, oid: personOid, objectType: 'Person' };
  const userRef: Reference = { commonName: name, oid: userOid, objectType: 'UserProfile' };
  store.addAddressable({
    oid: personOid,
    tenantOid: spec.tenant.oid,
    objectType: 'Person',
    commonName: name,
    chattable: !spec.disabled,
    userOid,
    email,
    phoneNumber: line.number,
  });
  const primary = lineProfile(ctx, line, person, [{ phone, user: userRef }]);
  const loginMs = prng.int(1, 30) * 86_400_000;
  const user: UserRecord = {
    oid: userOid,
    tenantOid: spec.tenant.oid,
    userName: spec.userName,
    password: DEMO_PASSWORD,
    role: spec.role,
    disabled: spec.disabled ?? false,
    passwordExpired: spec.passwordExpired ?? false,
    ...(spec.mfa && { mfa: { email, code: verificationCode(userOid) } }),
    person,
    primaryLine: { commonName: line.commonName, oid: line.oid, objectType: 'XCCPhoneLine' },
    provisioningAddresses: [
      { addressType: 'email', address: email },
      { addressType: 'sip', address: `${spec.userName}@${domain}` },
    ],
    profile: {
      commonName: name,
      oid: userOid,
      objectType: 'UserProfile',
      person,
      active: !spec.disabled,
      userName: spec.userName,
      userLicense: spec.license,
      xccRole: spec.roleRef,
      loginDate: ctx.ago(loginMs),
      logoutDate: ctx.ago(loginMs - 8 * 3_600_000),
      primaryLine: primary,
      lines: [{ oid: store.newOid(), objectType: 'XCCUserLine', line: primary }],
      mangedLines: (spec.managedLines ?? []).map((managed) => ({
        oid: store.newOid(),
        objectType: 'XCCLineManager',
        phoneLine: lineProfile(ctx, managed, person, []),
      })),
    },
  };
  store.addUser(user);
  return user;
}

function globalObject(ctx: SeedContext, commonName: string, objectType: string): Reference {
  const reference: Reference = { commonName, oid: ctx.store.newOid(), objectType };
  ctx.store.addReference(reference.oid, '', reference);
  return reference;
}

function sharedLine(ctx: SeedContext, tenant: Tenant, name: string, number: string) {
  const line: PhoneLineRecord = {
    oid: ctx.store.newOid(),
    tenantOid: tenant.oid,
    commonName: name,
    number,
  };
  ctx.store.addPhoneLine(line);
  return line;
}

function contact(ctx: SeedContext, tenant: Tenant, names: Set<string>): AddressableRecord {
  const name = personName(ctx, names);
  const company = ctx.prng.pick(companies);
  const record: AddressableRecord = {
    oid: ctx.store.newOid(),
    tenantOid: tenant.oid,
    objectType: 'Person',
    commonName: `${name} (${company})`,
    chattable: false,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.net`,
    phoneNumber: `+31 6 ${ctx.prng.int(10_000_000, 99_999_999)}`,
  };
  ctx.store.addAddressable(record);
  return record;
}

/** Tenants, licenses, roles, users at each level with their people, lines and phones, contacts. */
export function seedPeople(
  ctx: SeedContext,
  colleagueCount: number,
): { tenants: Tenants; people: People } {
  const licenses = ['User license', 'Receptionist license', 'Call recording license'].map((n) =>
    globalObject(ctx, n, 'XCCLicense'),
  );
  const roleRefs: Record<Role, Reference> = {
    user: globalObject(ctx, 'User', 'XCCRole'),
    administrator: globalObject(ctx, 'Administrator', 'XCCRole'),
    master: globalObject(ctx, 'Master tenant administrator', 'XCCRole'),
  };
  const tenants = seedTenants(ctx, licenses);
  const names = new Set<string>();
  const phones = new Map<string, Reference>();
  const master = tenants.master;
  const sharedLines = [
    sharedLine(ctx, master, 'Support desk', '+31 20 555 0900'),
    sharedLine(ctx, master, 'Sales', '+31 20 555 0910'),
    sharedLine(ctx, master, 'Reception', '+31 20 555 0920'),
  ];
  const license = licenses[0] as Reference;
  const user = (tenant: Tenant, userName: string, role: Role, extra: Partial<NewUser> = {}) =>
    makeUser(
      ctx,
      { tenant, userName, role, license, roleRef: roleRefs[role], ...extra },
      names,
      phones,
    );
  const people: People = {
    user: user(master, 'user', 'user'),
    admin: user(master, 'admin', 'administrator', { managedLines: sharedLines }),
    master: user(master, 'master', 'master', { managedLines: sharedLines.slice(0, 1) }),
    disabled: user(master, 'disabled', 'user', { disabled: true }),
    expired: user(master, 'expired', 'user', { passwordExpired: true }),
    withMfa: user(master, 'mfa', 'user', { mfa: true }),
    colleagues: Array.from({ length: colleagueCount }, (_, i) =>
      user(master, `colleague${i + 1}`, 'user'),
    ),
    secondAdmin: user(tenants.second, 'admin', 'administrator'),
    contacts: Array.from({ length: 15 }, () => contact(ctx, master, names)),
    unknownVisitor: (() => {
      const visitor: AddressableRecord = {
        oid: ctx.store.newOid(),
        tenantOid: master.oid,
        objectType: 'UnknownAddressable',
        commonName: 'Website visitor',
        chattable: false,
      };
      ctx.store.addAddressable(visitor);
      return visitor;
    })(),
    sharedLines,
    licenses,
    phones,
  };
  user(tenants.second, 'user', 'user');
  return { tenants, people };
}
