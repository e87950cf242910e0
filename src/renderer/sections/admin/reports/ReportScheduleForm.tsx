import { type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  adminFormRules,
  exportDeviceTexts,
  reportScheduleFormSchema,
  reportScheduleSpec,
  reportScheduleToForm,
  type AdminFormValues,
  type ExportDeviceText,
  type FormEntry,
  type ReportScheduleView,
} from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type Formatter, type MessageKey } from '../../../../shared/i18n';
import { RelationList } from '../browse/RelationList';
import { AdminFormFrame } from '../form/AdminFormFrame';
import { type DiffLabels } from '../form/DiffTable';
import { CheckField, IntegerField, SecretField, SelectField, TextField } from '../form/fields';
import { useObjectForm } from '../form/use-admin-form';
import { grouped, localDateTime } from '../format';
import { addressTypeLabels, choiceOptions, deviceTypeLabels, frequencyLabels } from '../choices';
import { AutomatedReportPicker } from './AutomatedReportPicker';

type Values = AdminFormValues<typeof reportScheduleFormSchema>;

const rules = adminFormRules(reportScheduleFormSchema);

const blank: Values = {
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
};

const deviceLabels: Readonly<Record<ExportDeviceText, MessageKey>> = {
  type: 'admin.reports.deviceType',
  location: 'admin.reports.location',
  usbId: 'admin.reports.usbId',
  smbUserName: 'admin.reports.smbUserName',
  smbVersion: 'admin.reports.smbVersion',
  subDirectory: 'admin.reports.subDirectory',
  mode: 'admin.reports.mode',
};

const reportName = (intl: Formatter, entry: FormEntry) =>
  typeof entry.name === 'string' && entry.name !== ''
    ? entry.name
    : intl.formatMessage({ id: 'admin.reports.reportUnnamed' }, { oid: String(entry.report) });

const labels: DiffLabels = {
  values: {
    frequency: frequencyLabels,
    'mailFromAddress.addressType': addressTypeLabels,
    'exportDevice.type': deviceTypeLabels,
  },
  fields: {
    commonName: 'admin.reports.commonName',
    enabled: 'admin.reports.enabled',
    frequency: 'admin.reports.frequency',
    extendByDays: 'admin.reports.extendByDays',
    mailToList: 'admin.reports.mailToList',
    'mailFromAddress.address': 'admin.reports.mailFromAddress',
    'mailFromAddress.addressType': 'admin.reports.mailFromAddressType',
    mailText: 'admin.reports.mailText',
    sendSeperatly: 'admin.reports.sendSeperatly',
    ...Object.fromEntries(
      Object.entries(deviceLabels).map(([name, label]) => [`exportDevice.${name}`, label]),
    ),
    'exportDevice.ssl': 'admin.reports.ssl',
    'exportDevice.smbPassword': 'admin.reports.smbPassword',
    automatedReports: 'admin.reports.automatedReports',
  },
  entry: (intl, _list, entry) => reportName(intl, entry),
};

/**
 * 4.11 and 4.6: every field of a report schedule, its automated reports and its results. The
 * enumerated fields are choices by label (a value the app does not know is offered as it is).
 */
export function ReportScheduleForm({ api, oid }: { api: Api; oid: string }) {
  const intl = useIntl();
  const admin = useObjectForm({
    oid,
    read: api.admin.getReportSchedule,
    write: api.admin.saveReportSchedule,
    spec: reportScheduleSpec,
    rules,
    toForm: reportScheduleToForm,
    blank,
  });
  const form = admin.form;
  const current = admin.current?.available ? admin.current.value : undefined;
  const title = intl.formatMessage(
    { id: 'admin.reports.formTitle' },
    { name: current?.commonName ?? oid },
  );
  const known = admin.available;
  const choices = (labels: Parameters<typeof choiceOptions>[1], value: string | undefined) =>
    choiceOptions(intl, labels, value, !known);
  return (
    <section className="admin-resource" aria-labelledby="admin-resource-title">
      <h2 id="admin-resource-title">{title}</h2>
      <AdminFormFrame admin={admin} title={title} labels={labels}>
        <fieldset className="admin-group">
          <legend>{intl.formatMessage({ id: 'admin.reports.schedule' })}</legend>
          <TextField
            form={form}
            name="commonName"
            label={intl.formatMessage({ id: 'admin.reports.commonName' })}
          />
          <SelectField
            form={form}
            name="frequency"
            label={intl.formatMessage({ id: 'admin.reports.frequency' })}
            options={choices(frequencyLabels, current?.frequency)}
          />
          <IntegerField
            form={form}
            name="extendByDays"
            label={intl.formatMessage({ id: 'admin.reports.extendByDays' })}
          />
          <CheckField
            form={form}
            name="enabled"
            label={intl.formatMessage({ id: 'admin.reports.enabled' })}
            known={known}
          />
          {current && (
            <dl className="facts admin-wide">
              <dt>{intl.formatMessage({ id: 'admin.reports.nextCreationDate' })}</dt>
              <dd>{localDateTime(intl, current.nextCreationDate)}</dd>
            </dl>
          )}
        </fieldset>
        <fieldset className="admin-group">
          <legend>{intl.formatMessage({ id: 'admin.reports.mail' })}</legend>
          <TextField
            form={form}
            name="mailToList"
            label={intl.formatMessage({ id: 'admin.reports.mailToList' })}
            hint={intl.formatMessage({ id: 'admin.reports.mailToListHint' })}
            multiline
          />
          <TextField
            form={form}
            name="mailFromAddress.address"
            label={intl.formatMessage({ id: 'admin.reports.mailFromAddress' })}
            type="email"
          />
          <SelectField
            form={form}
            name="mailFromAddress.addressType"
            label={intl.formatMessage({ id: 'admin.reports.mailFromAddressType' })}
            options={choices(addressTypeLabels, current?.mailFromAddress.addressType)}
          />
          <TextField
            form={form}
            name="mailText"
            label={intl.formatMessage({ id: 'admin.reports.mailText' })}
            multiline
          />
          <CheckField
            form={form}
            name="sendSeperatly"
            label={intl.formatMessage({ id: 'admin.reports.sendSeperatly' })}
            known={known}
          />
        </fieldset>
        <fieldset className="admin-group">
          <legend>{intl.formatMessage({ id: 'admin.reports.exportDevice' })}</legend>
          <SelectField
            form={form}
            name="exportDevice.type"
            label={intl.formatMessage({ id: 'admin.reports.deviceType' })}
            options={choices(deviceTypeLabels, current?.exportDevice.type)}
          />
          {exportDeviceTexts
            .filter((name) => name !== 'type')
            .map((name) => (
              <TextField
                key={name}
                form={form}
                name={`exportDevice.${name}`}
                label={intl.formatMessage({ id: deviceLabels[name] })}
              />
            ))}
          <SecretField
            form={form}
            name="exportDevice.smbPassword"
            label={intl.formatMessage({ id: 'admin.reports.smbPassword' })}
            {...(current && { isSet: current.deviceSecretSet })}
          />
          <CheckField
            form={form}
            name="exportDevice.ssl"
            label={intl.formatMessage({ id: 'admin.reports.ssl' })}
            known={known}
          />
        </fieldset>
        <AutomatedReports api={api} form={form} />
      </AdminFormFrame>
      {current && <Results results={current.previousResults} />}
    </section>
  );
}

/** The schedule's automated reports: removed, or added by picking one the server names. */
function AutomatedReports({ api, form }: { api: Api; form: UseFormReturn<Values> }) {
  const intl = useIntl();
  return (
    <RelationList
      form={form}
      name="automatedReports"
      legend={intl.formatMessage({ id: 'admin.reports.automatedReports' })}
      empty={intl.formatMessage({ id: 'admin.reports.noReports' })}
      entryName={(entry) => reportName(intl, entry)}
      removeLabel={(name) => intl.formatMessage({ id: 'admin.reports.removeReport' }, { name })}
      adder={(append, reports) => (
        <AutomatedReportPicker
          api={api}
          chosen={reports.map((r) => r.report)}
          onPick={(report, name) => {
            if (!reports.some((r) => r.report === report)) append({ report, name });
          }}
        />
      )}
    />
  );
}

function Results({ results }: { results: ReportScheduleView['previousResults'] }) {
  const intl = useIntl();
  return (
    <section className="admin-results" aria-labelledby="admin-results-title">
      <h3 id="admin-results-title">{intl.formatMessage({ id: 'admin.reports.results' })}</h3>
      {results.length === 0 ? (
        <p className="muted">{intl.formatMessage({ id: 'admin.reports.noResults' })}</p>
      ) : (
        <div className="admin-table-wrap">
          <table
            className="admin-table"
            aria-label={intl.formatMessage({ id: 'admin.reports.results' })}
          >
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'admin.reports.resultDate' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.reports.resultFile' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.reports.resultType' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.reports.resultSize' })}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((result) => (
                <tr key={result.oid}>
                  <td>{localDateTime(intl, result.reportDate)}</td>
                  <td>{result.name}</td>
                  <td>{result.mimeType}</td>
                  <td>{grouped(intl, result.size)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
