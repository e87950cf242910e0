import { z } from 'zod';
import { oidSchema } from './primitives';

const pathStartSentence = 'a path starts with / followed by a field name';

/** 4.0 one operation. */
export const patchOperationSchema = z.object({
  op: z.enum(['add', 'replace', 'remove']),
  path: z.string().regex(/^\/[^/]/, pathStartSentence),
  value: z.unknown().optional(),
});
export type PatchOperation = z.infer<typeof patchOperationSchema>;

/** 4.0 payload. An empty list is refused: it would be a silent no-op. */
export const patchPayloadSchema = z.object({
  operations: z.array(patchOperationSchema).min(1, 'at least one operation is needed'),
});
export type PatchPayload = z.infer<typeof patchPayloadSchema>;

/** What a replaced value must be. */
export type FieldKind = 'string' | 'boolean' | 'integer' | 'oid' | 'ip' | 'stringList';

export interface FieldValueTypes {
  string: string;
  boolean: boolean;
  integer: number;
  oid: string;
  ip: string;
  stringList: string | string[];
}

export const fieldKindSchemas: { [K in FieldKind]: z.ZodType<FieldValueTypes[K]> } = {
  string: z.string(),
  boolean: z.boolean(),
  integer: z.number().int(),
  oid: oidSchema,
  ip: z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]),
  stringList: z.union([z.string(), z.array(z.string())]),
};

/** A field kind as the sentence "value must be …" ends. */
const fieldKindNames: Readonly<Record<FieldKind, string>> = {
  string: 'a string',
  boolean: 'a boolean',
  integer: 'an integer',
  oid: 'an oid (a string of digits)',
  ip: 'an IP address or CIDR range',
  stringList: 'a string or a list of strings',
};

/**
 * A relation list (4.0): `add /list/<virtual id>` (with `value` = oid of the related object
 * when `relates` names it), `replace /list/<id>/<member>`, `remove /list/<relation oid>`.
 */
export interface RelationListSpec {
  /** The member that holds the related object, set from the add's value; absent: add takes no value. */
  readonly relates?: { readonly member: string; readonly objectType: string };
  readonly members: Readonly<Record<string, FieldKind>>;
  /** Members set by a path that ends in an oid: `/list/<id>/monitoredPhone/<oid>`. */
  readonly referenceMembers?: readonly string[];
  readonly removable: boolean;
}

export interface PatchSpec {
  /** Paths a plain replace may address, nested ones written with `/` (`mailFromAddress/address`). */
  readonly replace: Readonly<Record<string, FieldKind>>;
  readonly lists: Readonly<Record<string, RelationListSpec>>;
}

const keyList = {
  members: { type: 'string', label: 'string', value: 'string', keyIndex: 'integer' },
  referenceMembers: ['monitoredPhone'],
  removable: true,
} as const satisfies RelationListSpec;

const deviceFields = {
  type: 'string',
  location: 'string',
  usbId: 'string',
  smbUserName: 'string',
  smbPassword: 'string',
  smbVersion: 'string',
  ssl: 'boolean',
  subDirectory: 'string',
} as const;

function nested<P extends string, F extends Record<string, FieldKind>>(prefix: P, fields: F) {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${prefix}/${k}`, v])) as {
    [K in keyof F & string as `${P}/${K}`]: F[K];
  };
}

/** The PATCH endpoints of the interface and exactly the paths each accepts. */
export const patchSpecs = {
  /** 4.1; configFileName only for the generic phone type. */
  phoneTemplate: {
    replace: {
      allowPeerToPeer: 'boolean',
      provisioningEnabled: 'boolean',
      phoneType: 'string',
      configFileName: 'string',
      customProvisioningOptions: 'string',
      useRedirection: 'boolean',
      active: 'boolean',
      hotDeskingEnabled: 'boolean',
      doNotDisturb: 'boolean',
      commonName: 'string',
      voicemailNumber: 'string',
    },
    lists: { functionKeys: keyList, softKeys: keyList },
  },
  /** 4.6 */
  reportSchedule: {
    replace: {
      commonName: 'string',
      enabled: 'boolean',
      frequency: 'string',
      mailToList: 'stringList',
      mailText: 'string',
      extendByDays: 'integer',
      sendSeperatly: 'boolean',
      ...nested('mailFromAddress', { address: 'string', addressType: 'string' }),
      ...nested('exportDevice', { ...deviceFields, mode: 'string' }),
    },
    lists: {
      automatedReports: {
        relates: { member: 'automatedReport', objectType: 'AutomatedReport' },
        members: {},
        removable: true,
      },
    },
  },
  /** 4.13 */
  phoneLineGroup: {
    replace: { commonName: 'string' },
    lists: {
      lines: {
        relates: { member: 'line', objectType: 'XCCPhoneLine' },
        members: {},
        removable: true,
      },
    },
  },
  /** 4.14; ipTable entries are added, then their ipValue replaced. */
  serverProvisioning: {
    replace: {
      provisioningDirectory: 'string',
      provisioningRegistrationHost: 'string',
      provisioningRegistrationPort: 'integer',
      phoneVendor1RpsUrl: 'string',
      phoneVendor1Version: 'string',
      phoneVendor1AccountName: 'string',
      phoneVendor1AccountPassword: 'string',
      phoneVendor1AccessKeyId: 'string',
      phoneVendor1AccessKeySecret: 'string',
      phoneVendor1ServerName: 'string',
      phoneVendor1ProvisioningUrl: 'string',
      phoneVendor1CommonCfg: 'string',
      adminPassword: 'string',
      phoneWallpaperUrl: 'string',
      phoneWallpaperUrl480: 'string',
      phoneWallpaperUrl600: 'string',
      phoneWallpaperUrl800: 'string',
      phoneVendor2RpsUrl: 'string',
      phoneVendor2AccountName: 'string',
      phoneVendor2AccountPassword: 'string',
      phoneVendor2ServerName: 'string',
      phoneVendor3RpsUrl: 'string',
      phoneVendor3AccountName: 'string',
      phoneVendor3AccountPassword: 'string',
      phoneVendor4RpsUrl: 'string',
      phoneVendor4Version: 'string',
      phoneVendor4AccessKeyId: 'string',
      phoneVendor4AccessKeySecret: 'string',
      phoneVendor4AccountName: 'string',
      phoneVendor4AccountPassword: 'string',
      phoneVendor4ServerName: 'string',
      phoneVendor4ProvisioningUrl: 'string',
      phoneVendor5AccountName: 'string',
      phoneVendor5AccountPassword: 'string',
      phoneVendor6AccountName: 'string',
      phoneVendor6AccountPassword: 'string',
      ldapProvisioningEnabled: 'boolean',
    },
    lists: { ipTable: { members: { ipValue: 'ip' }, removable: true } },
  },
  /** 4.15 */
  favorites: {
    replace: {},
    lists: {
      x1ListItems: {
        relates: { member: 'referable', objectType: 'Referable' },
        members: { orderNumber: 'integer' },
        removable: true,
      },
    },
  },
  /** 4.17; licenses are added, then maxLicenses and license replaced. No remove is documented. */
  tenant: {
    replace: {
      commonName: 'string',
      subDatabaseName: 'string',
      resellerName: 'string',
      isTemplate: 'boolean',
    },
    lists: {
      licenseCounts: { members: { maxLicenses: 'integer', license: 'oid' }, removable: false },
    },
  },
  /**
   * me_phone_settings_update.html: the fields the app sets. The voicemail greeting, listeners,
   * work schedule and do-not-disturb exceptions it does not change, so they are not patchable.
   */
  phoneSettings: {
    replace: {
      anonymous: 'boolean',
      doNotDisturb: 'boolean',
      fallback: 'string',
      fallbackActive: 'boolean',
      location: 'string',
      message: 'string',
      redirection: 'string',
      redirectionActive: 'boolean',
      timeout: 'integer',
      redirectionTimeout: 'integer',
      userStatus: 'string',
      temporaryUserStatus: 'string',
      temporaryUserStatusUntil: 'string',
      voicemailActive: 'boolean',
    },
    lists: {},
  },
  /** communications_update.html: the marks the app sets (a voicemail heard, an item seen). */
  communication: {
    replace: { flagged: 'boolean', displayed: 'boolean', retrieved: 'boolean' },
    lists: {},
  },
  /** 4.19 */
  serverEmail: {
    replace: {
      code: 'string',
      voicemailToEmailEnabled: 'boolean',
      voicemailToEmailSender: 'string',
      adminEmailAddress: 'string',
      gateway: 'string',
    },
    lists: {},
  },
} as const satisfies Record<string, PatchSpec>;

export type PatchResource = keyof typeof patchSpecs;

/**
 * What one operation of a PATCH addresses, once its path and value fit the endpoint's spec.
 * `value` is the checked value of a replace; which objects exist (an entry, a related or
 * referenced object) is not known here: the server decides that.
 */
export type PatchTarget =
  | { readonly kind: 'field'; readonly path: readonly string[]; readonly value: FieldValue }
  | (ListTarget & {
      readonly kind: 'addEntry';
      readonly virtualId: string;
      readonly relatedOid?: string;
    })
  | (ListTarget & { readonly kind: 'removeEntry'; readonly entryOid: string })
  | (ListTarget & {
      readonly kind: 'setMember';
      /** A virtual id added earlier in the same request, or the oid of an existing entry. */
      readonly entryId: string;
      readonly member: string;
      readonly value: FieldValue;
    })
  | (ListTarget & {
      readonly kind: 'setReference';
      readonly entryId: string;
      readonly member: string;
      readonly oid: string;
    });

type FieldValue = FieldValueTypes[FieldKind];

interface ListTarget {
  readonly list: string;
  readonly listSpec: RelationListSpec;
}

/** Why an operation does not fit its endpoint's spec; each comes with one sentence. */
export type PatchPathFailure =
  | 'notAPath'
  | 'emptySegment'
  | 'notPatchable'
  | 'onlyReplaced'
  | 'wrongKind'
  | 'relatedOidNeeded'
  | 'addTakesNoValue'
  | 'notRemovable'
  | 'removeNeedsOid'
  | 'entryNotReplaced'
  | 'notMember'
  | 'notReference'
  | 'referenceOidNeeded';

export type PatchClassification =
  | { readonly ok: true; readonly target: PatchTarget }
  | { readonly ok: false; readonly failure: PatchPathFailure; readonly sentence: string };

const refuse = (failure: PatchPathFailure, sentence: string): PatchClassification => ({
  ok: false,
  failure,
  sentence,
});
const accept = (target: PatchTarget): PatchClassification => ({ ok: true, target });
const notPatchable = () => refuse('notPatchable', 'the path is not patchable here');
const onlyReplaced = () => refuse('onlyReplaced', 'this path is only replaced');
const isOid = (value: unknown): value is string => oidSchema.safeParse(value).success;

function checkedValue(
  kind: FieldKind,
  value: unknown,
  target: (value: FieldValue) => PatchTarget,
): PatchClassification {
  const parsed = fieldKindSchemas[kind].safeParse(value);
  return parsed.success
    ? accept(target(parsed.data))
    : refuse('wrongKind', `value must be ${fieldKindNames[kind]}`);
}

/**
 * The 4.0 path grammar, the one reading of it for the client (which checks before sending) and
 * the simulator (which answers 400/10202 with the same sentence):
 *
 * - `replace /<field>` or `/<a>/<b>` — a path of `spec.replace`, with a value of its kind;
 * - `add /<list>/<virtual id>` — `value` is the oid of the related object where the list
 *   relates one, else absent;
 * - `remove /<list>/<entry oid>` — on removable lists;
 * - `replace /<list>/<id>/<member>` — a member of the list's entries, with a value of its kind;
 * - `replace /<list>/<id>/<reference member>/<oid>` — a member set to a reference.
 */
export function classifyPatchOperation(
  spec: PatchSpec,
  operation: PatchOperation,
): PatchClassification {
  const { op, path, value } = operation;
  if (!path.startsWith('/')) return refuse('notAPath', pathStartSentence);
  const segments = path.slice(1).split('/');
  if (segments.includes('')) return refuse('emptySegment', 'the path has an empty segment');
  const [head = '', id, member, oid, ...extra] = segments;
  const listSpec: RelationListSpec | undefined = spec.lists[head];

  if (!listSpec || id === undefined) {
    const kind = spec.replace[segments.join('/')];
    if (kind === undefined) return notPatchable();
    if (op !== 'replace') return onlyReplaced();
    return checkedValue(kind, value, (checked) => ({
      kind: 'field',
      path: segments,
      value: checked,
    }));
  }
  if (extra.length > 0) return notPatchable();
  const list = { list: head, listSpec };

  if (member === undefined) {
    if (op === 'add') {
      if (listSpec.relates) {
        if (!isOid(value)) {
          return refuse(
            'relatedOidNeeded',
            `value must be the oid of the ${listSpec.relates.objectType} to relate`,
          );
        }
        return accept({ kind: 'addEntry', ...list, virtualId: id, relatedOid: value });
      }
      if (value !== undefined) {
        return refuse('addTakesNoValue', `an entry of ${head} is added without a value`);
      }
      return accept({ kind: 'addEntry', ...list, virtualId: id });
    }
    if (op === 'remove') {
      if (!listSpec.removable) {
        return refuse('notRemovable', `entries of ${head} cannot be removed`);
      }
      if (!isOid(id)) return refuse('removeNeedsOid', `an entry of ${head} is removed by its oid`);
      return accept({ kind: 'removeEntry', ...list, entryOid: id });
    }
    return refuse('entryNotReplaced', `an entry of ${head} is added or removed, not replaced`);
  }

  if (op !== 'replace') return onlyReplaced();
  if (listSpec.referenceMembers?.includes(member)) {
    if (!isOid(oid)) {
      return refuse(
        'referenceOidNeeded',
        `the path must end in the oid of the object ${member} refers to`,
      );
    }
    return accept({ kind: 'setReference', ...list, entryId: id, member, oid });
  }
  if (oid !== undefined) return refuse('notReference', `${member} is not set by reference`);
  const kind = listSpec.members[member];
  if (kind === undefined) return refuse('notMember', `${member} is not a member of ${head}`);
  return checkedValue(kind, value, (checked) => ({
    kind: 'setMember',
    ...list,
    entryId: id,
    member,
    value: checked,
  }));
}
