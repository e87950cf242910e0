import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  adminFormRules,
  GENERIC_PHONE_TYPE,
  knownKeyTypes,
  phoneTemplateFormSchema,
  phoneTemplateSpec,
  phoneTemplateToForm,
  templateSwitches,
  type AdminFormValues,
  type TemplateSwitch,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { usePhoneLines } from '../browse/use-server-read';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';
import { KeyEditor, keyLine, type MonitorOption } from './KeyEditor';

const rules = adminFormRules(phoneTemplateFormSchema);

const blank: AdminFormValues<typeof phoneTemplateFormSchema> = {
  commonName: '',
  phoneType: '',
  configFileName: '',
  customProvisioningOptions: '',
  voicemailNumber: '',
  // Left as is: this server does not show the current values.
  active: null,
  provisioningEnabled: null,
  allowPeerToPeer: null,
  useRedirection: null,
  hotDeskingEnabled: null,
  doNotDisturb: null,
  functionKeys: [],
  softKeys: [],
};

/** The on/off settings of a template (4.1). */
const switchLabels: Readonly<Record<TemplateSwitch, MessageKey>> = {
  active: 'admin.templates.active',
  provisioningEnabled: 'admin.templates.provisioningEnabled',
  allowPeerToPeer: 'admin.templates.allowPeerToPeer',
  useRedirection: 'admin.templates.useRedirection',
  hotDeskingEnabled: 'admin.templates.hotDeskingEnabled',
  doNotDisturb: 'admin.templates.doNotDisturb',
};

const labels: DiffLabels = {
  fields: {
    commonName: 'admin.templates.commonName',
    phoneType: 'admin.templates.phoneType',
    configFileName: 'admin.templates.configFileName',
    voicemailNumber: 'admin.templates.voicemailNumber',
    customProvisioningOptions: 'admin.templates.customProvisioningOptions',
    ...switchLabels,
    functionKeys: 'admin.templates.functionKeys',
    softKeys: 'admin.templates.softKeys',
  },
  entry: (intl, _list, entry) => keyLine(intl, entry),
};

/** 4.1: a template's settings, and its function and soft keys. */
export function PhoneTemplateForm({ api, oid }: { api: Api; oid: string }) {
  const intl = useIntl();
  const admin = useObjectForm({
    oid,
    read: api.admin.getPhoneTemplate,
    write: api.admin.savePhoneTemplate,
    spec: phoneTemplateSpec,
    rules,
    toForm: phoneTemplateToForm,
    blank,
  });
  const form = admin.form;
  const current = admin.current?.available ? admin.current.value : undefined;
  const lines = usePhoneLines(api);
  const phoneType = useWatch({ control: form.control, name: 'phoneType' });

  // The types this server uses beside the two the interface shows, and what keys can monitor:
  // the server's lines and the phones the template's keys monitor already.
  const types = useMemo(() => {
    const seen = [...(current?.functionKeys ?? []), ...(current?.softKeys ?? [])].map(
      (k) => k.type,
    );
    return [...new Set([...knownKeyTypes, ...seen])];
  }, [current]);
  const monitors = useMemo(() => {
    const options = new Map<string, MonitorOption>();
    for (const key of [...(current?.functionKeys ?? []), ...(current?.softKeys ?? [])]) {
      if (key.monitoredPhone) {
        options.set(key.monitoredPhone, {
          oid: key.monitoredPhone,
          name:
            key.monitoredName ??
            intl.formatMessage(
              { id: 'admin.templates.monitorUnnamed' },
              { oid: key.monitoredPhone },
            ),
        });
      }
    }
    for (const line of lines ?? []) options.set(line.oid, { oid: line.oid, name: line.commonName });
    return [...options.values()];
  }, [current, lines, intl]);

  const title = intl.formatMessage(
    { id: 'admin.templates.formTitle' },
    { name: current?.commonName ?? oid },
  );
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{title}</h2>
      <AdminFormFrame admin={admin} title={title} labels={labels}>
        <TextField
          form={form}
          name="commonName"
          label={intl.formatMessage({ id: 'admin.templates.commonName' })}
        />
        <TextField
          form={form}
          name="phoneType"
          label={intl.formatMessage({ id: 'admin.templates.phoneType' })}
        />
        <TextField
          form={form}
          name="configFileName"
          label={intl.formatMessage({ id: 'admin.templates.configFileName' })}
          hint={intl.formatMessage({ id: 'admin.templates.configFileHint' })}
          readOnly={admin.available && phoneType !== GENERIC_PHONE_TYPE}
        />
        <TextField
          form={form}
          name="voicemailNumber"
          label={intl.formatMessage({ id: 'admin.templates.voicemailNumber' })}
        />
        <TextField
          form={form}
          name="customProvisioningOptions"
          label={intl.formatMessage({ id: 'admin.templates.customProvisioningOptions' })}
          multiline
        />
        {templateSwitches.map((name) => (
          <CheckField
            key={name}
            form={form}
            name={name}
            label={intl.formatMessage({ id: switchLabels[name] })}
            known={admin.available}
          />
        ))}
        <KeyEditor form={form} name="functionKeys" types={types} monitors={monitors} />
        <KeyEditor form={form} name="softKeys" types={types} monitors={monitors} />
      </AdminFormFrame>
    </section>
  );
}
