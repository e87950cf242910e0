import { useCallback, useMemo } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  GENERIC_PHONE_TYPE,
  knownKeyTypes,
  phoneTemplateFormSchema,
  phoneTemplateSpec,
  phoneTemplateToForm,
  templateSwitches,
  type PhoneTemplateForm as Values,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { useServerRead } from '../browse/use-server-read';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';
import { fill } from '../fill';
import { KeyEditor, keyLine, type MonitorOption } from './KeyEditor';
import { templateStrings as t } from './strings';

const blank = {
  commonName: '',
  phoneType: '',
  configFileName: '',
  customProvisioningOptions: '',
  voicemailNumber: '',
  // Left as is: this server does not show the current values.
  ...Object.fromEntries(templateSwitches.map((name) => [name, null])),
  functionKeys: [],
  softKeys: [],
} as unknown as Values;

const labels: DiffLabels = {
  fields: {
    commonName: t.commonName,
    phoneType: t.phoneType,
    configFileName: t.configFileName,
    voicemailNumber: t.voicemailNumber,
    customProvisioningOptions: t.customProvisioningOptions,
    active: t.active,
    provisioningEnabled: t.provisioningEnabled,
    allowPeerToPeer: t.allowPeerToPeer,
    useRedirection: t.useRedirection,
    hotDeskingEnabled: t.hotDeskingEnabled,
    doNotDisturb: t.doNotDisturb,
    functionKeys: t.functionKeys,
    softKeys: t.softKeys,
  },
  entry: (_list, entry) => keyLine(entry),
};

/** 4.1: a template's settings, and its function and soft keys. */
export function PhoneTemplateForm({ api, oid }: { api: Api; oid: string }) {
  const admin = useObjectForm({
    oid,
    read: api.admin.getPhoneTemplate,
    write: api.admin.savePhoneTemplate,
    spec: phoneTemplateSpec,
    schema: phoneTemplateFormSchema,
    toForm: phoneTemplateToForm,
    blank,
  });
  const form = admin.form as unknown as UseFormReturn<FieldValues>;
  const current = admin.current?.available ? admin.current.value : undefined;
  const lines = useServerRead(useCallback(() => api.chat.phoneLines(), [api]));
  const phoneType = useWatch({ control: form.control, name: 'phoneType' }) as string;

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
          name: key.monitoredName ?? fill(t.monitorUnnamed, { oid: key.monitoredPhone }),
        });
      }
    }
    for (const line of lines ?? []) options.set(line.oid, { oid: line.oid, name: line.commonName });
    return [...options.values()];
  }, [current, lines]);

  const title = fill(t.formTitle, { name: current?.commonName ?? oid });
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{title}</h2>
      <AdminFormFrame admin={admin} title={title} labels={labels}>
        <TextField form={form} name="commonName" label={t.commonName} />
        <TextField form={form} name="phoneType" label={t.phoneType} />
        <TextField
          form={form}
          name="configFileName"
          label={t.configFileName}
          hint={t.configFileHint}
          readOnly={admin.available && phoneType !== GENERIC_PHONE_TYPE}
        />
        <TextField form={form} name="voicemailNumber" label={t.voicemailNumber} />
        <TextField
          form={form}
          name="customProvisioningOptions"
          label={t.customProvisioningOptions}
          multiline
        />
        {templateSwitches.map((name) => (
          <CheckField key={name} form={form} name={name} label={t[name]} known={admin.available} />
        ))}
        <KeyEditor form={form} name="functionKeys" types={types} monitors={monitors} />
        <KeyEditor form={form} name="softKeys" types={types} monitors={monitors} />
      </AdminFormFrame>
    </section>
  );
}
