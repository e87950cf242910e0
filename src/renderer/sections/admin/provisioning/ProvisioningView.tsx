import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { type PhoneKeyView, type ProvisioningView as View } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { DetailScreen } from '../browse/DetailFrame';
import { orDash, yesNo } from '../format';
import { keyTypeName } from '../templates/key-types';
import { vendorSettingName } from './vendor-settings';
import { activationLabels, choiceLabel } from '../choices';

const title: MessageKey = 'admin.provisioning.detailTitle';

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
    <DetailScreen oid={oid} titleId={title} read={read}>
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
  const intl = useIntl();
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'admin.provisioning.phoneType' }), record.phoneType],
    [intl.formatMessage({ id: 'admin.provisioning.macAddress' }), record.macAddress],
    [intl.formatMessage({ id: 'admin.provisioning.serialNumber' }), record.serialNumber],
    [intl.formatMessage({ id: 'admin.provisioning.macId' }), record.macId],
    [
      intl.formatMessage({ id: 'admin.provisioning.configFileName' }),
      orDash(record.configFileName),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.provisioningEnabled' }),
      yesNo(intl, record.provisioningEnabled),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.useRedirection' }),
      yesNo(intl, record.useRedirection),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.useTftpProvisioning' }),
      yesNo(intl, record.useTftpProvisioning),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.voicemailNumber' }),
      orDash(record.voicemailNumber),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.callPickupCode' }),
      orDash(record.callPickupCode),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.phoneWallpaperUrl' }),
      orDash(record.phoneWallpaperUrl),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.reprovisionDate' }),
      orDash(record.reprovisionDate),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.customProvisioningOptions' }),
      orDash(record.customProvisioningOptions),
    ],
  ];
  const activation: [string, string][] = [
    [
      intl.formatMessage({ id: 'admin.provisioning.activationStatus' }),
      choiceLabel(intl, activationLabels, record.activationStatus),
    ],
    [
      intl.formatMessage({ id: 'admin.provisioning.activationCode' }),
      orDash(record.activationCode),
    ],
    [intl.formatMessage({ id: 'admin.provisioning.activationIp' }), orDash(record.activationIp)],
  ];
  return (
    <div className="admin-read">
      <section
        className="card admin-card"
        aria-label={intl.formatMessage({ id: 'admin.provisioning.phone' })}
      >
        <dl className="facts">
          <dt>{intl.formatMessage({ id: 'admin.provisioning.phoneTemplate' })}</dt>
          <dd>
            <button
              type="button"
              className="link-button"
              aria-label={intl.formatMessage(
                { id: 'admin.provisioning.openTemplate' },
                { name: record.phoneTemplate.name },
              )}
              onClick={() => onOpenTemplate(record.phoneTemplate.oid)}
            >
              <span dir="auto">{record.phoneTemplate.name}</span>
            </button>
          </dd>
          {facts.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </section>
      <section
        className="card admin-card"
        aria-label={intl.formatMessage({ id: 'admin.provisioning.activation' })}
      >
        <h3>{intl.formatMessage({ id: 'admin.provisioning.activation' })}</h3>
        <dl className="facts">
          {activation.map(([label, value]) => (
            <Fact key={label} label={label} value={value} />
          ))}
        </dl>
      </section>
      <section
        className="card admin-card"
        aria-label={intl.formatMessage({ id: 'admin.provisioning.accounts' })}
      >
        <h3>{intl.formatMessage({ id: 'admin.provisioning.accounts' })}</h3>
        {record.accounts.length === 0 ? (
          <p className="muted">{intl.formatMessage({ id: 'admin.provisioning.noAccounts' })}</p>
        ) : (
          <ul className="admin-plain-list">
            {record.accounts.map((account) => (
              <li key={account.oid} dir="auto">
                {account.name}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="admin-table-wrap">
        <table
          className="admin-table"
          aria-label={intl.formatMessage({ id: 'admin.provisioning.vendorSettings' })}
        >
          <caption className="admin-caption">
            {intl.formatMessage({ id: 'admin.provisioning.vendorSettings' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.setting' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.settingActive' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.settingValue' })}</th>
            </tr>
          </thead>
          <tbody>
            {record.vendorSettings.map((setting) => (
              <tr key={setting.name}>
                <th scope="row">{vendorSettingName(intl, setting.name)}</th>
                <td>{yesNo(intl, setting.active)}</td>
                <td>{orDash(setting.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <KeysTable
        label={intl.formatMessage({ id: 'admin.provisioning.functionKeys' })}
        empty={intl.formatMessage({ id: 'admin.provisioning.noFunctionKeys' })}
        keys={record.functionKeys}
      />
      <KeysTable
        label={intl.formatMessage({ id: 'admin.provisioning.softKeys' })}
        empty={intl.formatMessage({ id: 'admin.provisioning.noSoftKeys' })}
        keys={record.softKeys}
      />
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
  const intl = useIntl();
  if (keys.length === 0) return <p className="muted">{empty}</p>;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-label={label}>
        <caption className="admin-caption">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.keyIndex' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.keyType' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.keyLabel' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.keyValue' })}</th>
            <th scope="col">{intl.formatMessage({ id: 'admin.provisioning.keyMonitors' })}</th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.oid}>
              <td>{key.keyIndex}</td>
              <td>{keyTypeName(intl, key.type)}</td>
              <td>{key.label}</td>
              <td>{key.value}</td>
              <td>{key.monitoredName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
