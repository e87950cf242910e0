import { z } from 'zod';

/** 4.0 one operation. */
export const patchOperationSchema = z.object({
  op: z.enum(['add', 'replace', 'remove']),
  path: z.string().regex(/^\/[^/]/, 'a path starts with / followed by a field name'),
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
  oid: z.string().regex(/^\d+$/, 'an oid is a string of digits'),
  ip: z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]),
  stringList: z.union([z.string(), z.array(z.string())]),
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
