import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  adminFormRules,
  ipRule,
  serverProvisioningFormSchema,
  serverProvisioningSecrets,
  serverProvisioningSpec,
  serverProvisioningToForm,
  secretIsSet,
  type AdminFormValues,
  type FormEntry,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { AddById } from '../browse/AddById';
import { RelationList } from '../browse/RelationList';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, IntegerField, SecretField, TextField } from '../form/fields';
import { useAdminForm } from '../form/use-admin-form';
import { settingLabels, type SettingField as Field } from './field-labels';

type Secret = (typeof serverProvisioningSecrets)[number];

const allFields = Object.keys(settingLabels) as Field[];
const vendorLegends: readonly MessageKey[] = [
  'admin.serverProvisioning.vendor1',
  'admin.serverProvisioning.vendor2',
  'admin.serverProvisioning.vendor3',
  'admin.serverProvisioning.vendor4',
  'admin.serverProvisioning.vendor5',
  'admin.serverProvisioning.vendor6',
];

/** The settings grouped as an administrator looks for them: general, wallpapers, per vendor. */
const groups: readonly { legend: MessageKey; fields: readonly Field[] }[] = [
  {
    legend: 'admin.serverProvisioning.general',
    fields: [
      'provisioningDirectory',
      'provisioningRegistrationHost',
      'provisioningRegistrationPort',
      'adminPassword',
      'ldapProvisioningEnabled',
    ],
  },
  {
    legend: 'admin.serverProvisioning.wallpapers',
    fields: [
      'phoneWallpaperUrl',
      'phoneWallpaperUrl480',
      'phoneWallpaperUrl600',
      'phoneWallpaperUrl800',
    ],
  },
  ...vendorLegends.map((legend, i) => ({
    legend,
    fields: allFields.filter((f) => f.startsWith(`phoneVendor${i + 1}`)),
  })),
];

const secrets: readonly string[] = serverProvisioningSecrets;

const rules = adminFormRules(serverProvisioningFormSchema);

const blank: AdminFormValues<typeof serverProvisioningFormSchema> = {
  ...(Object.fromEntries(allFields.map((f) => [f, ''])) as Record<Field, string>),
  provisioningRegistrationPort: null,
  ldapProvisioningEnabled: null,
  ipTable: [],
};

const entryName = (entry: FormEntry) => (typeof entry.ipValue === 'string' ? entry.ipValue : '');

const labels: DiffLabels = {
  fields: { ...settingLabels, ipTable: 'admin.serverProvisioning.firewall' },
  entry: (_intl, _list, entry) => entryName(entry),
};

/** 4.14: every provisioning setting of the server, grouped by vendor, and the IP firewall table. */
export function ServerProvisioningForm({ api }: { api: Api }) {
  const intl = useIntl();
  const load = useCallback(() => api.admin.getServerProvisioning(), [api]);
  const admin = useAdminForm({
    spec: serverProvisioningSpec,
    rules,
    toForm: serverProvisioningToForm,
    blank,
    load,
    save: api.admin.saveServerProvisioning,
  });
  const form = admin.form;
  const current = admin.current?.available ? admin.current.value : undefined;
  const field = (name: Field) => {
    if (secrets.includes(name)) {
      return (
        <SecretField
          key={name}
          form={form}
          name={name}
          label={intl.formatMessage({ id: settingLabels[name] })}
          {...(current && { isSet: secretIsSet(current, name as Secret) })}
        />
      );
    }
    if (name === 'provisioningRegistrationPort') {
      return (
        <IntegerField
          key={name}
          form={form}
          name={name}
          label={intl.formatMessage({ id: settingLabels[name] })}
        />
      );
    }
    if (name === 'ldapProvisioningEnabled') {
      return (
        <CheckField
          key={name}
          form={form}
          name={name}
          label={intl.formatMessage({ id: settingLabels[name] })}
          known={admin.available}
        />
      );
    }
    return (
      <TextField
        key={name}
        form={form}
        name={name}
        label={intl.formatMessage({ id: settingLabels[name] })}
        multiline={name === 'phoneVendor1CommonCfg'}
      />
    );
  };
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">
        {intl.formatMessage({ id: 'admin.serverProvisioning.title' })}
      </h2>
      <p className="muted">{intl.formatMessage({ id: 'admin.serverProvisioning.intro' })}</p>
      <AdminFormFrame
        admin={admin}
        title={intl.formatMessage({ id: 'admin.serverProvisioning.title' })}
        labels={labels}
      >
        {groups.map((group) => (
          <fieldset key={group.legend} className="admin-group">
            <legend>{intl.formatMessage({ id: group.legend })}</legend>
            {group.fields.map(field)}
          </fieldset>
        ))}
        <RelationList
          form={form}
          name="ipTable"
          legend={intl.formatMessage({ id: 'admin.serverProvisioning.firewall' })}
          empty={intl.formatMessage({ id: 'admin.serverProvisioning.firewallEmpty' })}
          entryName={entryName}
          removeLabel={(name) =>
            intl.formatMessage({ id: 'admin.serverProvisioning.removeEntry' }, { name })
          }
          adder={(append, entries) => (
            <AddById
              label={intl.formatMessage({ id: 'admin.serverProvisioning.entryLabel' })}
              hint={intl.formatMessage({ id: 'admin.serverProvisioning.entryHint' })}
              invalid={intl.formatMessage({ id: 'admin.rule.ip' })}
              action={intl.formatMessage({ id: 'admin.serverProvisioning.addEntry' })}
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
