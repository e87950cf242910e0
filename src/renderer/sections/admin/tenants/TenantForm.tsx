import { useCallback, useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  adminFormRules,
  tenantFormSchema,
  tenantSpec,
  tenantToForm,
  type AdminFormValues,
  type LicenseCountView,
  type FormEntry,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { useServerRead } from '../browse/use-server-read';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, IntegerField, TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';
import { licenseLine, licenseUnnamed } from './tenant-format';

type Values = AdminFormValues<typeof tenantFormSchema>;

const rules = adminFormRules(tenantFormSchema);

const blank: Values = {
  commonName: '',
  subDatabaseName: '',
  resellerName: '',
  isTemplate: null,
  licenseCounts: [],
};

const labels: DiffLabels = {
  fields: {
    commonName: 'admin.tenants.commonName',
    subDatabaseName: 'admin.tenants.subDatabaseName',
    resellerName: 'admin.tenants.resellerName',
    isTemplate: 'admin.tenants.isTemplate',
    licenseCounts: 'admin.tenants.licenseCounts',
  },
  entry: (intl, _list, entry: FormEntry) =>
    licenseLine(intl, {
      license: String(entry.license),
      licenseName: typeof entry.licenseName === 'string' ? entry.licenseName : undefined,
      maxLicenses: Number(entry.maxLicenses),
    }),
};

/** The licences the server has shown on any tenant: what a new licence count can be of. */
function useKnownLicenses(api: Api): LicenseCountView[] {
  const read = useCallback(async () => {
    const page = await api.admin.listTenants({ limit: 100, include: ['licenseCounts'] });
    const byOid = new Map<string, LicenseCountView>();
    for (const count of page.rows.flatMap((row) => row.licenseCounts ?? [])) {
      if (!byOid.has(count.license) || count.licenseName) byOid.set(count.license, count);
    }
    return [...byOid.values()];
  }, [api]);
  // Only suggestions: without them a licence is typed by its id.
  return useServerRead(read) ?? [];
}

/** 4.17: a tenant's name, database name, reseller, template flag and licences. */
export function TenantForm({ api, oid }: { api: Api; oid: string }) {
  const intl = useIntl();
  const admin = useObjectForm({
    oid,
    read: api.admin.getTenant,
    write: api.admin.saveTenant,
    spec: tenantSpec,
    rules,
    toForm: tenantToForm,
    blank,
  });
  const form = admin.form;
  const known = useKnownLicenses(api);
  const current = admin.current;
  const name = current?.available ? current.value.commonName : oid;
  // Rule 3.1: the database name changes only while the tenant is stopped, which is not done
  // here (docs/decisions.md, "Stopping a tenant"): while it runs, the field says where.
  const running = current?.available === true && current.value.active;

  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">
        {intl.formatMessage({ id: 'admin.tenants.formTitle' }, { name })}
      </h2>
      {current?.available && current.value.isTemplate && (
        <p className="alert alert-info" role="note">
          {intl.formatMessage({ id: 'admin.tenants.templateNotice' })}
        </p>
      )}
      <AdminFormFrame
        admin={admin}
        title={intl.formatMessage({ id: 'admin.tenants.formTitle' }, { name })}
        labels={labels}
      >
        <TextField
          form={form}
          name="commonName"
          label={intl.formatMessage({ id: 'admin.tenants.commonName' })}
        />
        <TextField
          form={form}
          name="resellerName"
          label={intl.formatMessage({ id: 'admin.tenants.resellerName' })}
        />
        <TextField
          form={form}
          name="subDatabaseName"
          label={intl.formatMessage({ id: 'admin.tenants.subDatabaseName' })}
          hint={intl.formatMessage({
            id: running ? 'admin.tenants.subDatabaseRunning' : 'admin.tenants.subDatabaseHint',
          })}
          readOnly={running}
        />
        <CheckField
          form={form}
          name="isTemplate"
          label={intl.formatMessage({ id: 'admin.tenants.isTemplate' })}
          hint={intl.formatMessage({ id: 'admin.tenants.isTemplateHint' })}
          known={admin.available}
        />
        <LicenseCounts form={form} known={known} />
      </AdminFormFrame>
    </section>
  );
}

function LicenseCounts({
  form,
  known,
}: {
  form: UseFormReturn<Values>;
  known: readonly LicenseCountView[];
}) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'licenseCounts',
  });
  const options = useId();
  return (
    <fieldset className="admin-group">
      <legend>{intl.formatMessage({ id: 'admin.tenants.licenseCounts' })}</legend>
      <p className="hint admin-wide">{intl.formatMessage({ id: 'admin.tenants.licensesIntro' })}</p>
      <datalist id={options}>
        {known.map((count) => (
          <option key={count.license} value={count.license}>
            {count.licenseName ?? licenseUnnamed(intl, count.license)}
          </option>
        ))}
      </datalist>
      <ul className="admin-entries admin-wide">
        {fields.map((field, index) => {
          if (field.oid !== undefined) {
            return <li key={field.id}>{licenseLine(intl, field)}</li>;
          }
          return (
            <li key={field.id} className="admin-entry-new">
              <span className="field-label">
                {intl.formatMessage({ id: 'admin.tenants.newLicense' })}
              </span>
              <TextField
                form={form}
                name={`licenseCounts.${index}.license`}
                label={intl.formatMessage({ id: 'admin.tenants.license' })}
                hint={intl.formatMessage({ id: 'admin.tenants.licenseHint' })}
                list={options}
              />
              <IntegerField
                form={form}
                name={`licenseCounts.${index}.maxLicenses`}
                label={intl.formatMessage({ id: 'admin.tenants.maxLicenses' })}
              />
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => remove(index)}
              >
                {intl.formatMessage({ id: 'admin.tenants.removeNew' })}
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="button button-secondary button-small"
        onClick={() => append({ license: '', maxLicenses: NaN })}
      >
        {intl.formatMessage({ id: 'admin.tenants.addLicense' })}
      </button>
    </fieldset>
  );
}
