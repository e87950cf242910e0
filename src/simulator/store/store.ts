import {
  type Attachment,
  type AudioFile,
  type BackupLog,
  type BackupSchedule,
  type Favorites,
  type PhoneLineGroup,
  type PhoneProvisioning,
  type PhoneTemplate,
  type Reference,
  type ReportSchedule,
  type ServerEmail,
  type ServerProvisioning,
  type Tenant,
  type Webpage,
} from '../../shared/interface';
import { notFound } from '../errors';
import { compareOids, SortedList } from '../paging';
import { CommunicationIndex } from './communications';
import {
  type AddressableRecord,
  type ChatSessionRecord,
  type ConceptRecord,
  type PhoneLineRecord,
  type ReviewRecord,
  type Scoped,
  type UserRecord,
} from './types';

const byOid = <T extends { oid: string }>(a: T, b: T) => compareOids(a.oid, b.oid);

function perTenant<T extends { oid: string; tenantOid: string }>(
  map: Map<string, SortedList<T>>,
  item: T,
): void {
  let list = map.get(item.tenantOid);
  if (!list) {
    list = new SortedList<T>(byOid);
    map.set(item.tenantOid, list);
  }
  list.insert(item);
}

/** The simulator's whole state, in memory. Objects get increasing numeric oids. */
export class Store {
  private nextSeq = 1000;

  readonly tenants = new SortedList<Tenant>(byOid);
  private readonly tenantBySegment = new Map<string, Tenant>();
  readonly users = new Map<string, UserRecord>();
  readonly usersByTenant = new Map<string, SortedList<UserRecord>>();
  readonly addressables = new Map<string, AddressableRecord>();
  readonly addressablesByTenant = new Map<string, SortedList<AddressableRecord>>();
  readonly phoneLines = new Map<string, PhoneLineRecord>();
  readonly phoneLinesByTenant = new Map<string, SortedList<PhoneLineRecord>>();
  /** Everything that can be related or referenced by oid (patch relations, favorites). */
  private readonly references = new Map<string, Scoped<Reference>>();

  readonly phoneTemplates = new Map<string, Scoped<PhoneTemplate>>();
  readonly phoneLineGroups = new Map<string, Scoped<PhoneLineGroup>>();
  readonly provisioning = new Map<string, Scoped<PhoneProvisioning>>();
  readonly reportSchedules = new Map<string, Scoped<ReportSchedule>>();
  readonly backupSchedules = new Map<string, Scoped<BackupSchedule>>();
  readonly backupLogs = new Map<string, Scoped<BackupLog>>();
  readonly audioFiles = new Map<string, Scoped<AudioFile>>();
  readonly serverProvisioning = new Map<string, ServerProvisioning>();
  readonly serverEmail = new Map<string, ServerEmail>();
  readonly favorites = new Map<string, Favorites>();
  readonly webpages = new Map<string, (Webpage & { active: boolean })[]>();

  /** Attachments of communications: what a concept-form attachment (4.2) may name. */
  readonly attachments = new Map<string, Scoped<Attachment>>();
  /**
   * The files of attachments, by attachment oid: what the attachment read serves. Seeded e-mail
   * attachments have none (their size is made up); a seeded file is one buffer shared by all
   * the attachments that carry it.
   */
  readonly attachmentContents = new Map<string, Buffer>();
  readonly chatSessions = new Map<string, ChatSessionRecord>();
  /** `userA|userB` (sorted) → the 1:1 chat session between them. */
  readonly directSessions = new Map<string, ChatSessionRecord>();
  /** `session|user` → that user's concept (draft) in the session. */
  readonly concepts = new Map<string, ConceptRecord>();
  readonly communications = new CommunicationIndex();
  readonly reviews: ReviewRecord[] = [];

  /** Reserve `count` consecutive oids; returns the first. */
  newSeq(count = 1): number {
    const seq = this.nextSeq;
    this.nextSeq += count;
    return seq;
  }

  newOid(): string {
    return String(this.newSeq());
  }

  addTenant(tenant: Tenant): void {
    this.tenants.insert(tenant);
    this.reindexTenants();
    this.addReference(tenant.oid, '', tenant);
  }

  /** After a tenant's subDatabaseName changes, its base URL segment changes with it. */
  reindexTenants(): void {
    this.tenantBySegment.clear();
    for (const tenant of this.tenants.items)
      this.tenantBySegment.set(tenant.subDatabaseName, tenant);
  }

  tenantBySegmentName(segment: string): Tenant | undefined {
    return this.tenantBySegment.get(segment);
  }

  tenant(oid: string): Tenant | undefined {
    return this.tenants.items.find((t) => t.oid === oid);
  }

  /** A tenant's list from a per-tenant index, or an empty one. */
  inTenant<T extends { oid: string }>(map: Map<string, SortedList<T>>, tenantOid: string) {
    return map.get(tenantOid) ?? new SortedList<T>(byOid);
  }

  addUser(user: UserRecord): void {
    this.users.set(user.oid, user);
    perTenant(this.usersByTenant, user);
  }

  userByName(tenantOid: string, userName: string): UserRecord | undefined {
    return this.usersByTenant.get(tenantOid)?.items.find((u) => u.userName === userName);
  }

  addAddressable(addressable: AddressableRecord): void {
    this.addressables.set(addressable.oid, addressable);
    perTenant(this.addressablesByTenant, addressable);
    this.addReference(addressable.oid, addressable.tenantOid, addressable);
  }

  addPhoneLine(line: PhoneLineRecord): void {
    this.phoneLines.set(line.oid, line);
    perTenant(this.phoneLinesByTenant, line);
    this.addReference(line.oid, line.tenantOid, { ...line, objectType: 'XCCPhoneLine' });
  }

  /** Tenant '' = visible from every tenant (licenses, tenants themselves). */
  addReference(
    oid: string,
    tenantOid: string,
    from: { commonName: string; objectType: string },
  ): void {
    this.references.set(oid, {
      tenantOid,
      value: { commonName: from.commonName, oid, objectType: from.objectType },
    });
  }

  /** A reference to an existing object of one of the given kinds, seen from a tenant. */
  findReference(
    oid: string,
    objectTypes: readonly string[],
    tenantOid: string,
  ): Reference | undefined {
    const found = this.references.get(oid);
    if (!found || (found.tenantOid !== '' && found.tenantOid !== tenantOid)) return undefined;
    return objectTypes.includes(found.value.objectType) ? { ...found.value } : undefined;
  }

  /** The object of a tenant-scoped collection, or 404 (also for another tenant's object). */
  scoped<T>(map: Map<string, Scoped<T>>, oid: string, tenantOid: string, what: string): T {
    const found = map.get(oid);
    if (!found || found.tenantOid !== tenantOid) throw notFound(`${what} ${oid}`);
    return found.value;
  }
}
