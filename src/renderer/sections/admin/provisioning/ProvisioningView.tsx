import { useCallback } from 'react';
import { type PhoneKeyView, type ProvisioningView as View } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { DetailScreen } from '../browse/DetailFrame';
import { fill } from '../fill';
import { adminStrings as s } from '../strings';
import { templateStrings } from '../templates/strings';
import { provisioningStrings as t } from './strings';

const yesNo = (value: boolean) => (value ? s.yes : s.no);
const text = (value: string) => (value === '' ? t.none : value);

/** 4.9: a provisioning record, read only; its phone template opens in Phone templates. */
export function ProvisioningView({
  api,
  oid,
  onOpenTemplate,
}: {
  api: Api;
  oid: string;
  onOpenTemplate: (oid: string) => void;
}) {
  const read = useCallback(() => api.admin.getProvisioning({ oid }), [api, oid]);
  return (
    <DetailScreen oid={oid} title={t.detailTitle} read={read}>
      {(record) => <Record record={record} onOpenTemplate={onOpenTemplate} />}
    </DetailScreen>
  );
}

function Record({
  record,
  onOpenTemplate,
}: {
  record: View;
  onOpenTemplate: (oid: string) => void;
}) {
  const facts: [string, string][] = [
    [t.phoneType, record.phoneType],
    [t.macAddress, record.macAddress],
    [t.serialNumber, record.serialNumber],
    [t.macId, record.macId],
    [t.configFileName, text(record.configFileName)],
    [t.provisioningEnabled, yesNo(record.provisioningEnabled)],
    [t.useRedirection, yesNo(record.useRedirection)],
    [t.useTftpProvisioning, yesNo(record.useTftpProvisioning)],
    [t.voicemailNumber, text(record.voicemailNumber)],
    [t.callPickupCode, text(record.callPickupCode)],
    [t.phoneWallpaperUrl, text(record.phoneWallpaperUrl)],
    [t.reprovisionDate, text(record.reprovisionDate)],
    [t.customProvisioningOptions, text(record.customProvisioningOptions)],
  ];
  const activation: [string, string][] = [
    [t.activationStatus, record.activationStatus],
    [t.activationCode, text(record.activationCode)],
    [t.activationIp, text(record.activationIp)],
  ];
  return (
    <div className="admin-read">
      <section className="card admin-card" aria-label={t.phone}>
        <dl className="facts">
          <dt>{t.phoneTemplate}</dt>
          <dd>
            <button
              type="button"
              className="link-button"
              aria-label={fill(t.openTemplate, { name: record.phoneTemplate.name })}
              onClick={() => onOpenTemplate(record.phoneTemplate.oid)}
            >
              {record.phoneTemplate.name}
            </button>
          </dd>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </section>
      <section className="card admin-card" aria-label={t.activation}>
        <h3>{t.activation}</h3>
        <dl className="facts">
          {activation.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </section>
      <section className="card admin-card" aria-label={t.accounts}>
        <h3>{t.accounts}</h3>
        {record.accounts.length === 0 ? (
          <p className="muted">{t.noAccounts}</p>
        ) : (
          <ul className="admin-plain-list">
            {record.accounts.map((account) => (
              <li key={account.oid}>{account.name}</li>
            ))}
          </ul>
        )}
      </section>
      <div className="admin-table-wrap">
        <table className="admin-table" aria-label={t.vendorSettings}>
          <caption className="admin-caption">{t.vendorSettings}</caption>
          <thead>
            <tr>
              <th scope="col">{t.setting}</th>
              <th scope="col">{t.settingActive}</th>
              <th scope="col">{t.settingValue}</th>
            </tr>
          </thead>
          <tbody>
            {record.vendorSettings.map((setting) => (
              <tr key={setting.name}>
                <th scope="row">{t.vendorNames[setting.name] ?? setting.name}</th>
                <td>{yesNo(setting.active)}</td>
                <td>{text(setting.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KeysTable label={t.functionKeys} empty={t.noFunctionKeys} keys={record.functionKeys} />
      <KeysTable label={t.softKeys} empty={t.noSoftKeys} keys={record.softKeys} />
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

function KeysTable({
  label,
  empty,
  keys,
}: {
  label: string;
  empty: string;
  keys: readonly PhoneKeyView[];
}) {
  if (keys.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <caption className="admin-caption">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t.keyIndex}</th>
            <th scope="col">{t.keyType}</th>
            <th scope="col">{t.keyLabel}</th>
            <th scope="col">{t.keyValue}</th>
            <th scope="col">{t.keyMonitors}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.oid}>
              <td>{key.keyIndex}</td>
              <td>{templateStrings.types[key.type] ?? key.type}</td>
              <td>{key.label}</td>
              <td>{key.value}</td>
              <td>{key.monitoredName ?? t.none}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
