import { useCallback } from 'react';
import {
  serverEmailFormSchema,
  serverEmailSpec,
  serverEmailToForm,
  type ServerEmailForm as Values,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, TextField } from '../form/fields';
import { useAdminForm } from '../form/use-admin-form';
import { serverEmailStrings as t } from './strings';

const blank: Values = {
  code: '',
  voicemailToEmailEnabled: null as unknown as boolean,
  voicemailToEmailSender: '',
  adminEmailAddress: '',
  gateway: '',
};

const labels: DiffLabels = {
  fields: {
    gateway: t.gateway,
    code: t.code,
    adminEmailAddress: t.adminEmailAddress,
    voicemailToEmailEnabled: t.voicemailToEmailEnabled,
    voicemailToEmailSender: t.voicemailToEmailSender,
  },
  entry: () => '',
};

/** 4.19: the server's e-mail settings. */
export function ServerEmailForm({ api }: { api: Api }) {
  const load = useCallback(() => api.admin.getServerEmail(), [api]);
  const save = useCallback(
    (args: Parameters<Api['admin']['saveServerEmail']>[0]) => api.admin.saveServerEmail(args),
    [api],
  );
  const admin = useAdminForm({
    spec: serverEmailSpec,
    schema: serverEmailFormSchema,
    toForm: serverEmailToForm,
    blank,
    load,
    save,
  });
  const form = admin.form as never;
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <AdminFormFrame admin={admin} title={t.title} labels={labels}>
        <TextField form={form} name="gateway" label={t.gateway} hint={t.gatewayHint} />
        <TextField form={form} name="code" label={t.code} hint={t.codeHint} />
        <TextField form={form} name="adminEmailAddress" label={t.adminEmailAddress} type="email" />
        <CheckField
          form={form}
          name="voicemailToEmailEnabled"
          label={t.voicemailToEmailEnabled}
          known={admin.available}
        />
        <TextField
          form={form}
          name="voicemailToEmailSender"
          label={t.voicemailToEmailSender}
          type="email"
        />
      </AdminFormFrame>
    </section>
  );
}
