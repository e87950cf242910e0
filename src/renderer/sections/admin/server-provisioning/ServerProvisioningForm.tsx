import { useCallback } from 'react';
import { type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  ipRule,
  serverProvisioningFormSchema,
  serverProvisioningSecrets,
  serverProvisioningSpec,
  serverProvisioningToForm,
  secretIsSet,
  type FormEntry,
  type ServerProvisioningForm as Values,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { AddById } from '../browse/AddById';
import { RelationList } from '../browse/RelationList';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, IntegerField, SecretField, TextField } from '../form/fields';
import { useAdminForm } from '../form/use-admin-form';
import { fill } from '../fill';
import { ruleSentences } from '../strings';
import { provisioningSettingsStrings as t } from './strings';

type Field = keyof typeof t.fields;
type Secret = (typeof serverProvisioningSecrets)[number];

/** The settings grouped as an administrator looks for them: general, wallpapers, per vendor. */
const groups: readonly { legend: string; fields: readonly Field[] }[] = [
  {
    legend: t.general,
    fields: [
      'provisioningDirectory',
      'provisioningRegistrationHost',
      'provisioningRegistrationPort',
      'adminPassword',
      'ldapProvisioningEnabled',
    ],
  },
  {
    legend: t.wallpapers,
    fields: [
      'phoneWallpaperUrl',
      'phoneWallpaperUrl480',
      'phoneWallpaperUrl600',
      'phoneWallpaperUrl800',
    ],
  },
  ...([1, 2, 3, 4, 5, 6] as const).map((n) => ({
    legend: t[`vendor${n}`],
    fields: (Object.keys(t.fields) as Field[]).filter((f) => f.startsWith(`phoneVendor${n}`)),
  })),
];

const secrets: readonly string[] = serverProvisioningSecrets;

const blank = {
  ...Object.fromEntries(Object.keys(t.fields).map((f) => [f, ''])),
  provisioningRegistrationPort: null,
  ldapProvisioningEnabled: null,
  ipTable: [],
} as unknown as Values;

const entryName = (entry: FormEntry) => (typeof entry.ipValue === 'string' ? entry.ipValue : '');

const labels: DiffLabels = {
  fields: { ...t.fields, ipTable: t.firewall },
  entry: (_list, entry) => entryName(entry),
};

/** 4.14: every provisioning setting of the server, grouped by vendor, and the IP firewall table. */
export function ServerProvisioningForm({ api }: { api: Api }) {
  const load = useCallback(() => api.admin.getServerProvisioning(), [api]);
  const admin = useAdminForm({
    spec: serverProvisioningSpec,
    schema: serverProvisioningFormSchema,
    toForm: serverProvisioningToForm,
    blank,
    load,
    save: api.admin.saveServerProvisioning,
  });
  const form = admin.form as unknown as UseFormReturn<FieldValues>;
  const current = admin.current?.available ? admin.current.value : undefined;
  const field = (name: Field) => {
    if (secrets.includes(name)) {
      return (
        <SecretField
          key={name}
          form={form}
          name={name}
          label={t.fields[name]}
          {...(current && { isSet: secretIsSet(current, name as Secret) })}
        />
      );
    }
    if (name === 'provisioningRegistrationPort') {
      return <IntegerField key={name} form={form} name={name} label={t.fields[name]} />;
    }
    if (name === 'ldapProvisioningEnabled') {
      return (
        <CheckField
          key={name}
          form={form}
          name={name}
          label={t.fields[name]}
          known={admin.available}
        />
      );
    }
    return (
      <TextField
        key={name}
        form={form}
        name={name}
        label={t.fields[name]}
        multiline={name === 'phoneVendor1CommonCfg'}
      />
    );
  };
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <AdminFormFrame admin={admin} title={t.title} labels={labels}>
        {groups.map((group) => (
          <fieldset key={group.legend} className="admin-group">
            <legend>{group.legend}</legend>
            {group.fields.map(field)}
          </fieldset>
        ))}
        <RelationList
          form={form}
          name="ipTable"
          legend={t.firewall}
          empty={t.firewallEmpty}
          entryName={entryName}
          removeLabel={(name) => fill(t.removeEntry, { name })}
          adder={(append, entries) => (
            <AddById
              label={t.entryLabel}
              hint={t.entryHint}
              invalid={ruleSentences.ip}
              action={t.addEntry}
              rule={ipRule}
              onId={(ipValue) => {
                if (!entries.some((e) => e.ipValue === ipValue)) append({ ipValue });
              }}
            />
          )}
        />
      </AdminFormFrame>
    </section>
  );
}
