import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import {
  adminFormRules,
  serverEmailFormSchema,
  serverEmailSpec,
  serverEmailToForm,
  type AdminFormValues,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, TextField } from '../form/fields';
import { useAdminForm } from '../form/use-admin-form';

const rules = adminFormRules(serverEmailFormSchema);

const blank: AdminFormValues<typeof serverEmailFormSchema> = {
  code: '',
  voicemailToEmailEnabled: null,
  voicemailToEmailSender: '',
  adminEmailAddress: '',
  gateway: '',
};

const labels: DiffLabels = {
  fields: {
    gateway: 'admin.serverEmail.gateway',
    code: 'admin.serverEmail.code',
    adminEmailAddress: 'admin.serverEmail.adminEmailAddress',
    voicemailToEmailEnabled: 'admin.serverEmail.voicemailToEmailEnabled',
    voicemailToEmailSender: 'admin.serverEmail.voicemailToEmailSender',
  },
  entry: () => '',
};

/** 4.19: the server's e-mail settings. */
export function ServerEmailForm({ api }: { api: Api }) {
  const intl = useIntl();
  const load = useCallback(() => api.admin.getServerEmail(), [api]);
  const save = useCallback(
    (args: Parameters<Api['admin']['saveServerEmail']>[0]) => api.admin.saveServerEmail(args),
    [api],
  );
  const admin = useAdminForm({
    spec: serverEmailSpec,
    rules,
    toForm: serverEmailToForm,
    blank,
    load,
    save,
  });
  const form = admin.form;
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{intl.formatMessage({ id: 'admin.serverEmail.title' })}</h2>
      <p className="muted">{intl.formatMessage({ id: 'admin.serverEmail.intro' })}</p>
      <AdminFormFrame
        admin={admin}
        title={intl.formatMessage({ id: 'admin.serverEmail.title' })}
        labels={labels}
      >
        <TextField
          form={form}
          name="gateway"
          label={intl.formatMessage({ id: 'admin.serverEmail.gateway' })}
          hint={intl.formatMessage({ id: 'admin.serverEmail.gatewayHint' })}
        />
        <TextField
          form={form}
          name="code"
          label={intl.formatMessage({ id: 'admin.serverEmail.code' })}
          hint={intl.formatMessage({ id: 'admin.serverEmail.codeHint' })}
        />
        <TextField
          form={form}
          name="adminEmailAddress"
          label={intl.formatMessage({ id: 'admin.serverEmail.adminEmailAddress' })}
          type="email"
        />
        <CheckField
          form={form}
          name="voicemailToEmailEnabled"
          label={intl.formatMessage({ id: 'admin.serverEmail.voicemailToEmailEnabled' })}
          known={admin.available}
        />
        <TextField
          form={form}
          name="voicemailToEmailSender"
          label={intl.formatMessage({ id: 'admin.serverEmail.voicemailToEmailSender' })}
          type="email"
        />
      </AdminFormFrame>
    </section>
  );
}
