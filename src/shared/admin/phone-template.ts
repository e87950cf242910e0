import { z } from 'zod';
import { oidSchema, type PhoneKey, type PhoneTemplate } from '../interface';
import { type FormSpec } from './form-spec';
import { integerRule, requiredTextRule, textRule } from './rules';

/** The key types 2.8 shows; a server may report more (taken from its keys). */
export const knownKeyTypes = ['speeddial', 'blf'] as const;

/** The generic phone type: the only one whose template has a configuration file name (2.8). */
export const GENERIC_PHONE_TYPE = 'generic';

/** A function or soft key as the screens show it. */
export const phoneKeyViewSchema = z.object({
  oid: oidSchema,
  type: z.string(),
  label: z.string(),
  value: z.string(),
  keyIndex: z.number().int(),
  monitoredPhone: oidSchema.optional(),
  monitoredName: z.string().optional(),
});
export type PhoneKeyView = z.infer<typeof phoneKeyViewSchema>;

/** 2.8's on/off settings of a template, in the order the form shows them. */
const switchFields = {
  active: z.boolean(),
  provisioningEnabled: z.boolean(),
  allowPeerToPeer: z.boolean(),
  useRedirection: z.boolean(),
  hotDeskingEnabled: z.boolean(),
  doNotDisturb: z.boolean(),
};
export type TemplateSwitch = keyof typeof switchFields;
export const templateSwitches = Object.keys(switchFields) as TemplateSwitch[];

/** 2.8 / 4.1: a template's writable fields and its keys. */
export const phoneTemplateViewSchema = z.object({
  commonName: z.string(),
  phoneType: z.string(),
  configFileName: z.string(),
  customProvisioningOptions: z.string(),
  voicemailNumber: z.string(),
  ...switchFields,
  functionKeys: z.array(phoneKeyViewSchema),
  softKeys: z.array(phoneKeyViewSchema),
});
export type PhoneTemplateView = z.infer<typeof phoneTemplateViewSchema>;

export const phoneKeyView = (key: PhoneKey): PhoneKeyView => ({
  oid: key.oid,
  type: key.type,
  label: key.label,
  value: key.value,
  keyIndex: key.keyIndex,
  ...(key.monitoredPhone && {
    monitoredPhone: key.monitoredPhone.oid,
    monitoredName: key.monitoredPhone.commonName,
  }),
});
const byIndex = (a: PhoneKeyView, b: PhoneKeyView) => a.keyIndex - b.keyIndex;

export function phoneTemplateView(template: PhoneTemplate): PhoneTemplateView {
  const options = template.customProvisioningOptions;
  return {
    commonName: template.commonName,
    phoneType: template.phoneType,
    configFileName: template.configFileName ?? '',
    customProvisioningOptions: typeof options === 'string' ? options : (options?.content ?? ''),
    voicemailNumber: template.voicemailNumber ?? '',
    allowPeerToPeer: template.allowPeerToPeer,
    provisioningEnabled: template.provisioningEnabled,
    useRedirection: template.useRedirection,
    active: template.active,
    hotDeskingEnabled: template.hotDeskingEnabled,
    doNotDisturb: template.doNotDisturb,
    functionKeys: template.functionKeys.map(phoneKeyView).sort(byIndex),
    softKeys: template.softKeys.map(phoneKeyView).sort(byIndex),
  };
}

const keyForm = z.object({
  oid: oidSchema.optional(),
  type: requiredTextRule,
  label: textRule,
  value: textRule,
  keyIndex: integerRule,
  /** The monitored phone or line's oid; empty: none. */
  monitoredPhone: z.union([z.literal(''), oidSchema]),
  monitoredName: z.string().optional(),
});

/** Two keys of one list cannot have the same index. */
const keyList = z.array(keyForm).superRefine((keys, ctx) => {
  const seen = new Set<number>();
  keys.forEach((key, i) => {
    if (seen.has(key.keyIndex)) {
      ctx.addIssue({ code: 'custom', path: [i, 'keyIndex'], message: 'duplicateIndex' });
    }
    seen.add(key.keyIndex);
  });
});

/** 4.1's rules: a name and phone type; configFileName only for the generic phone type. */
export const phoneTemplateFormSchema = z
  .object({
    commonName: requiredTextRule,
    phoneType: requiredTextRule,
    configFileName: textRule,
    customProvisioningOptions: textRule,
    voicemailNumber: textRule,
    ...switchFields,
    functionKeys: keyList,
    softKeys: keyList,
  })
  .superRefine((template, ctx) => {
    const generic = template.phoneType === GENERIC_PHONE_TYPE;
    if (!generic && typeof template.configFileName === 'string' && template.configFileName !== '') {
      ctx.addIssue({ code: 'custom', path: ['configFileName'], message: 'genericOnly' });
    }
  });
export type PhoneTemplateForm = z.infer<typeof phoneTemplateFormSchema>;

const keyMembers = {
  members: ['type', 'label', 'value', 'keyIndex'],
  references: ['monitoredPhone'],
};

export const phoneTemplateSpec: FormSpec = {
  resource: 'phoneTemplate',
  scalars: [
    { name: 'commonName', path: 'commonName', kind: 'text' },
    // Before configFileName: a change to the generic type lets the same patch set the file.
    { name: 'phoneType', path: 'phoneType', kind: 'text' },
    { name: 'configFileName', path: 'configFileName', kind: 'text' },
    { name: 'voicemailNumber', path: 'voicemailNumber', kind: 'text' },
    { name: 'customProvisioningOptions', path: 'customProvisioningOptions', kind: 'text' },
    ...templateSwitches.map((name) => ({ name, path: name, kind: 'boolean' as const })),
  ],
  lists: [
    { name: 'functionKeys', ...keyMembers },
    { name: 'softKeys', ...keyMembers },
  ],
};

export const phoneTemplateToForm = (view: PhoneTemplateView): PhoneTemplateForm => ({
  ...view,
  functionKeys: view.functionKeys.map((k) => ({ ...k, monitoredPhone: k.monitoredPhone ?? '' })),
  softKeys: view.softKeys.map((k) => ({ ...k, monitoredPhone: k.monitoredPhone ?? '' })),
});
