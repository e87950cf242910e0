import { type FieldValues, type UseFormReturn } from 'react-hook-form';
import {
  reportScheduleFormSchema,
  reportScheduleSpec,
  reportScheduleToForm,
  type FormEntry,
  type ReportScheduleForm as Values,
  type ReportScheduleView,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { AddById } from '../browse/AddById';
import { RelationList } from '../browse/RelationList';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, IntegerField, SecretField, TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';
import { fill } from '../fill';
import { grouped, localDateTime } from '../format';
import { ruleSentences } from '../strings';
import { reportStrings as t } from './strings';

const blank = {
  commonName: '',
  enabled: null,
  frequency: '',
  mailText: '',
  extendByDays: null,
  sendSeperatly: null,
  mailToList: '',
  mailFromAddress: { address: '', addressType: '' },
  exportDevice: {
    type: '',
    location: '',
    usbId: '',
    smbUserName: '',
    smbVersion: '',
    subDirectory: '',
    mode: '',
    ssl: null,
    smbPassword: '',
  },
  automatedReports: [],
} as unknown as Values;

const deviceLabels = {
  type: t.deviceType,
  location: t.location,
  usbId: t.usbId,
  smbUserName: t.smbUserName,
  smbVersion: t.smbVersion,
  subDirectory: t.subDirectory,
  mode: t.mode,
} as const;

const reportName = (entry: FormEntry) =>
  typeof entry.name === 'string' && entry.name !== ''
    ? entry.name
    : fill(t.reportUnnamed, { oid: String(entry.report) });

const labels: DiffLabels = {
  fields: {
    commonName: t.commonName,
    enabled: t.enabled,
    frequency: t.frequency,
    extendByDays: t.extendByDays,
    mailToList: t.mailToList,
    'mailFromAddress.address': t.mailFromAddress,
    'mailFromAddress.addressType': t.mailFromAddressType,
    mailText: t.mailText,
    sendSeperatly: t.sendSeperatly,
    ...Object.fromEntries(
      Object.entries(deviceLabels).map(([name, label]) => [`exportDevice.${name}`, label]),
    ),
    'exportDevice.ssl': t.ssl,
    'exportDevice.smbPassword': t.smbPassword,
    automatedReports: t.automatedReports,
  },
  entry: (_list, entry) => reportName(entry),
};

/** 4.11 and 4.6: every field of a report schedule, its automated reports and its results. */
export function ReportScheduleForm({ api, oid }: { api: Api; oid: string }) {
  const admin = useObjectForm({
    oid,
    read: api.admin.getReportSchedule,
    write: api.admin.saveReportSchedule,
    spec: reportScheduleSpec,
    schema: reportScheduleFormSchema,
    toForm: reportScheduleToForm,
    blank,
  });
  const form = admin.form as unknown as UseFormReturn<FieldValues>;
  const current = admin.current?.available ? admin.current.value : undefined;
  const title = fill(t.formTitle, { name: current?.commonName ?? oid });
  const known = admin.available;
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{title}</h2>
      <AdminFormFrame admin={admin} title={title} labels={labels}>
        <fieldset className="admin-group">
          <legend>{t.schedule}</legend>
          <TextField form={form} name="commonName" label={t.commonName} />
          <TextField form={form} name="frequency" label={t.frequency} hint={t.frequencyHint} />
          <IntegerField form={form} name="extendByDays" label={t.extendByDays} />
          <CheckField form={form} name="enabled" label={t.enabled} known={known} />
          {current && (
            <dl className="facts admin-wide">
              <dt>{t.nextCreationDate}</dt>
              <dd>{localDateTime(current.nextCreationDate)}</dd>
            </dl>
          )}
        </fieldset>
        <fieldset className="admin-group">
          <legend>{t.mail}</legend>
          <TextField
            form={form}
            name="mailToList"
            label={t.mailToList}
            hint={t.mailToListHint}
            multiline
          />
          <TextField
            form={form}
            name="mailFromAddress.address"
            label={t.mailFromAddress}
            type="email"
          />
          <TextField form={form} name="mailFromAddress.addressType" label={t.mailFromAddressType} />
          <TextField form={form} name="mailText" label={t.mailText} multiline />
          <CheckField form={form} name="sendSeperatly" label={t.sendSeperatly} known={known} />
        </fieldset>
        <fieldset className="admin-group">
          <legend>{t.exportDevice}</legend>
          {Object.entries(deviceLabels).map(([name, label]) => (
            <TextField key={name} form={form} name={`exportDevice.${name}`} label={label} />
          ))}
          <SecretField
            form={form}
            name="exportDevice.smbPassword"
            label={t.smbPassword}
            {...(current && { isSet: current.deviceSecretSet })}
          />
          <CheckField form={form} name="exportDevice.ssl" label={t.ssl} known={known} />
        </fieldset>
        <AutomatedReports form={form} />
      </AdminFormFrame>
      {current && <Results results={current.previousResults} />}
    </section>
  );
}

function AutomatedReports({ form }: { form: UseFormReturn<FieldValues> }) {
  return (
    <RelationList
      form={form}
      name="automatedReports"
      legend={t.automatedReports}
      empty={t.noReports}
      entryName={reportName}
      removeLabel={(name) => fill(t.removeReport, { name })}
      adder={(append, reports) => (
        <AddById
          label={t.reportById}
          hint={t.reportByIdHint}
          invalid={ruleSentences.oid}
          action={t.addReport}
          onId={(report) => {
            if (!reports.some((r) => r.report === report)) append({ report, name: '' });
          }}
        />
      )}
    />
  );
}

function Results({ results }: { results: ReportScheduleView['previousResults'] }) {
  return (
    <section className="admin-results" aria-labelledby="admin-results-title">
      <h3 id="admin-results-title">{t.results}</h3>
      {results.length === 0 ? (
        <p className="muted">{t.noResults}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label={t.results}>
            <thead>
              <tr>
                <th scope="col">{t.resultDate}</th>
                <th scope="col">{t.resultFile}</th>
                <th scope="col">{t.resultType}</th>
                <th scope="col">{t.resultSize}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.oid}>
                  <td>{localDateTime(result.reportDate)}</td>
                  <td>{result.name}</td>
                  <td>{result.mimeType}</td>
                  <td>{grouped(result.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
