import { Fragment, useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { type BackupScheduleView as View } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { type MessageKey } from '../../../../shared/i18n';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { DetailScreen } from '../browse/DetailFrame';
import { useDetail } from '../browse/use-detail';
import { backupStatusLabels, choiceLabel, dayLabels, deviceTypeLabels } from '../choices';
import { localDateTime, orDash, yesNo } from '../format';

const title: MessageKey = 'admin.backups.detailTitle';

/**
 * 4.10: a backup schedule with its start times and logs; a log's details on request. Days,
 * statuses and the device's type are said in words (a value the app does not know, as it is).
 */
export function BackupScheduleView({ api, oid }: { api: Api; oid: string }) {
  const read = useCallback(() => api.admin.getBackupSchedule({ oid }), [api, oid]);
  return (
    <DetailScreen oid={oid} titleId={title} read={read}>
      {(schedule) => <Schedule api={api} schedule={schedule} />}
    </DetailScreen>
  );
}

function Schedule({ api, schedule }: { api: Api; schedule: View }) {
  const intl = useIntl();
  const [open, setOpen] = useState<string | null>(null);
  const device = schedule.device;
  return (
    <div className="admin-read">
      <section
        className="card admin-card"
        aria-label={intl.formatMessage({ id: 'admin.backups.settings' })}
      >
        <dl className="facts">
          <dt>{intl.formatMessage({ id: 'admin.backups.tenant' })}</dt>
          <dd>{schedule.tenant}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.maxBackups' })}</dt>
          <dd>{schedule.maxBackups}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.backupDatabase' })}</dt>
          <dd>{yesNo(intl, schedule.backupDatabase)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.centralBackup' })}</dt>
          <dd>{yesNo(intl, schedule.centralBackup)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.backupAllTenants' })}</dt>
          <dd>{yesNo(intl, schedule.backupAllTenants)}</dd>
        </dl>
      </section>
      <section
        className="card admin-card"
        aria-label={intl.formatMessage({ id: 'admin.backups.device' })}
      >
        <h3>{intl.formatMessage({ id: 'admin.backups.device' })}</h3>
        <dl className="facts">
          <dt>{intl.formatMessage({ id: 'admin.backups.deviceType' })}</dt>
          <dd>{choiceLabel(intl, deviceTypeLabels, device.type)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.location' })}</dt>
          <dd>{orDash(device.location)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.usbId' })}</dt>
          <dd>{orDash(device.usbId)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.smbUserName' })}</dt>
          <dd>{orDash(device.smbUserName)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.smbPassword' })}</dt>
          <dd>
            {schedule.deviceSecretSet
              ? intl.formatMessage({ id: 'admin.backups.passwordSet' })
              : intl.formatMessage({ id: 'admin.backups.passwordNotSet' })}
          </dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.smbVersion' })}</dt>
          <dd>{orDash(device.smbVersion)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.ssl' })}</dt>
          <dd>{yesNo(intl, device.ssl)}</dd>
          <dt>{intl.formatMessage({ id: 'admin.backups.subDirectory' })}</dt>
          <dd>{orDash(device.subDirectory)}</dd>
        </dl>
      </section>
      <div className="admin-table-wrap">
        <table
          className="admin-table"
          aria-label={intl.formatMessage({ id: 'admin.backups.starts' })}
        >
          <caption className="admin-caption">
            {intl.formatMessage({ id: 'admin.backups.starts' })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage({ id: 'admin.backups.day' })}</th>
              <th scope="col">{intl.formatMessage({ id: 'admin.backups.startTime' })}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.starts.map((start) => (
              <tr key={start.oid}>
                <td>{choiceLabel(intl, dayLabels, start.day)}</td>
                <td>{start.startTime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {schedule.logs.length === 0 ? (
        <p className="muted">{intl.formatMessage({ id: 'admin.backups.noLogs' })}</p>
      ) : (
        <div className="admin-table-wrap">
          <table
            className="admin-table"
            aria-label={intl.formatMessage({ id: 'admin.backups.logs' })}
          >
            <caption className="admin-caption">
              {intl.formatMessage({ id: 'admin.backups.logs' })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage({ id: 'admin.backups.status' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.backups.started' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.backups.ended' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.backups.file' })}</th>
                <th scope="col">{intl.formatMessage({ id: 'admin.backups.details' })}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.logs.map((log) => (
                <Fragment key={log.oid}>
                  <tr>
                    <td>{choiceLabel(intl, backupStatusLabels, log.status)}</td>
                    <td>{localDateTime(intl, log.timeStamp)}</td>
                    <td>
                      {log.timeStampEnd === ''
                        ? intl.formatMessage({ id: 'admin.backups.notEnded' })
                        : localDateTime(intl, log.timeStampEnd)}
                    </td>
                    <td>{log.backupFile}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        aria-expanded={open === log.oid}
                        aria-label={
                          open === log.oid
                            ? intl.formatMessage({ id: 'admin.backups.hideDetails' })
                            : intl.formatMessage(
                                { id: 'admin.backups.showDetails' },
                                { date: localDateTime(intl, log.timeStamp) },
                              )
                        }
                        onClick={() => setOpen(open === log.oid ? null : log.oid)}
                      >
                        {open === log.oid
                          ? intl.formatMessage({ id: 'admin.backups.hideDetails' })
                          : intl.formatMessage({ id: 'admin.backups.details' })}
                      </button>
                    </td>
                  </tr>
                  {open === log.oid && (
                    <tr>
                      <td colSpan={5}>
                        <LogDetails api={api} oid={log.oid} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** A log's details, read when asked for; a server without that read says so. */
function LogDetails({ api, oid }: { api: Api; oid: string }) {
  const intl = useIntl();
  const detail = useDetail(useCallback(() => api.admin.getBackupLog({ oid }), [api, oid]));
  if (detail.status === 'loading')
    return <p className="muted">{intl.formatMessage({ id: 'admin.backups.detailsLoading' })}</p>;
  if (detail.status === 'failed') return <ErrorMessage message={detail.sentence} />;
  if (!detail.current.available)
    return (
      <p className="muted">{intl.formatMessage({ id: 'admin.backups.detailsUnavailable' })}</p>
    );
  return (
    <p className="admin-log-details" role="note">
      {detail.current.value.details || intl.formatMessage({ id: 'admin.backups.noDetails' })}
    </p>
  );
}
