import { z } from 'zod';
import { oidSchema, serverProvisioningStringFields, type ServerProvisioning } from '../interface';
import { type FormSpec } from './form-spec';
import { ipRule, portRule, secretRule, textRule } from './rules';

type StringField = (typeof serverProvisioningStringFields)[number];

/** 2.14's passwords and access key secrets: write-only, never read back to the screen. */
export const serverProvisioningSecrets = [
  'phoneVendor1AccountPassword',
  'phoneVendor1AccessKeySecret',
  'adminPassword',
  'phoneVendor2AccountPassword',
  'phoneVendor3AccountPassword',
  'phoneVendor4AccessKeySecret',
  'phoneVendor4AccountPassword',
  'phoneVendor5AccountPassword',
  'phoneVendor6AccountPassword',
] as const satisfies readonly StringField[];
type Secret = (typeof serverProvisioningSecrets)[number];
const isSecret = (field: string): field is Secret =>
  (serverProvisioningSecrets as readonly string[]).includes(field);

/** The text fields shown with their value. */
export const serverProvisioningTexts = serverProvisioningStringFields.filter(
  (field): field is Exclude<StringField, Secret> => !isSecret(field),
);
type Text = (typeof serverProvisioningTexts)[number];

const shape = <T extends z.ZodType, F extends string>(fields: readonly F[], rule: T) =>
  Object.fromEntries(fields.map((field) => [field, rule])) as Record<F, T>;

/**
 * 2.14 / 4.14: the settings as the screen shows them, without any secret: `secretsSet` holds
 * the positions (in `serverProvisioningSecrets`) of the secrets that have a value on the server.
 */
export const serverProvisioningViewSchema = z.object({
  ...shape(serverProvisioningTexts, z.string()),
  provisioningRegistrationPort: z.number().int(),
  ldapProvisioningEnabled: z.boolean(),
  secretsSet: z.array(
    z
      .number()
      .int()
      .min(0)
      .max(serverProvisioningSecrets.length - 1),
  ),
  ipTable: z.array(z.object({ oid: oidSchema, ipValue: z.string() })),
});
export type ServerProvisioningView = z.infer<typeof serverProvisioningViewSchema>;

export function serverProvisioningView(settings: ServerProvisioning): ServerProvisioningView {
  return {
    ...(Object.fromEntries(serverProvisioningTexts.map((f) => [f, settings[f]])) as Record<
      Text,
      string
    >),
    provisioningRegistrationPort: settings.provisioningRegistrationPort,
    ldapProvisioningEnabled: settings.ldapProvisioningEnabled,
    secretsSet: serverProvisioningSecrets.flatMap((f, i) => (settings[f] !== '' ? [i] : [])),
    ipTable: settings.ipTable.map(({ oid, ipValue }) => ({ oid, ipValue })),
  };
}

/** 4.14's rules: the registration port is a port, every firewall entry an IP address or range. */
export const serverProvisioningFormSchema = z.object({
  ...shape(serverProvisioningTexts, textRule),
  ...shape(serverProvisioningSecrets, secretRule),
  provisioningRegistrationPort: portRule,
  ldapProvisioningEnabled: z.boolean(),
  ipTable: z.array(z.object({ oid: oidSchema.optional(), ipValue: ipRule })),
});
export type ServerProvisioningForm = z.infer<typeof serverProvisioningFormSchema>;

export const serverProvisioningSpec: FormSpec = {
  resource: 'serverProvisioning',
  scalars: [
    ...serverProvisioningStringFields.map((name) => ({
      name,
      path: name,
      kind: isSecret(name) ? ('secret' as const) : ('text' as const),
    })),
    { name: 'provisioningRegistrationPort', path: 'provisioningRegistrationPort', kind: 'integer' },
    { name: 'ldapProvisioningEnabled', path: 'ldapProvisioningEnabled', kind: 'boolean' },
  ],
  lists: [{ name: 'ipTable', members: ['ipValue'] }],
};

/** The form: the shown values, and every secret empty (write-only). */
export const serverProvisioningToForm = ({
  secretsSet: _set,
  ...view
}: ServerProvisioningView): ServerProvisioningForm => ({
  ...view,
  ...(Object.fromEntries(serverProvisioningSecrets.map((f) => [f, ''])) as Record<Secret, string>),
});

/** Whether a secret has a value on the server. */
export const secretIsSet = (view: ServerProvisioningView, secret: Secret) =>
  view.secretsSet.includes(serverProvisioningSecrets.indexOf(secret));
