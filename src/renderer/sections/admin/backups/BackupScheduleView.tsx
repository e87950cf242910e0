import { Fragment, useCallback, useState } from 'react';
import { type BackupScheduleView as View } from '../../../../shared/admin';
import { type Api } from '../../../../shared/contract';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { DetailScreen } from '../browse/DetailFrame';
import { useDetail } from '../browse/use-detail';
import { fill } from '../fill';
import { localDateTime } from '../format';
import { adminStrings as s } from '../strings';
import { backupStrings as t } from './strings';

const yesNo = (value: boolean) => (value ? s.yes : s.no);
const text = (value: string) => (value === '' ? t.none : value);

/** 4.10: a backup schedule with its start times and logs; a log's details on request. */
export function BackupScheduleView({ api, oid }: { api: Api; oid: string }) {
  const read = useCallback(() => api.admin.getBackupSchedule({ oid }), [api, oid]);
  return (
    <DetailScreen oid={oid} title={t.detailTitle} read={read}>
      {(schedule) => <Schedule api={api} schedule={schedule} />}
    </DetailScreen>
  );
}

function Schedule({ api, schedule }: { api: Api; schedule: View }) {
  const [open, setOpen] = useState<string | null>(null);
  const device = schedule.device;
  return (
    <div className="admin-read">
      <section className="card admin-card" aria-label={t.settings}>
        <dl className="facts">
          <dt>{t.tenant}</dt>
          <dd>{schedule.tenant}</dd>
          <dt>{t.maxBackups}</dt>
          <dd>{schedule.maxBackups}</dd>
          <dt>{t.backupDatabase}</dt>
          <dd>{yesNo(schedule.backupDatabase)}</dd>
          <dt>{t.centralBackup}</dt>
          <dd>{yesNo(schedule.centralBackup)}</dd>
          <dt>{t.backupAllTenants}</dt>
          <dd>{yesNo(schedule.backupAllTenants)}</dd>
        </dl>
      </section>
      <section className="card admin-card" aria-label={t.device}>
        <h3>{t.device}</h3>
        <dl className="facts">
          <dt>{t.deviceType}</dt>
          <dd>{device.type}</dd>
          <dt>{t.location}</dt>
          <dd>{text(device.location)}</dd>
          <dt>{t.usbId}</dt>
          <dd>{text(device.usbId)}</dd>
          <dt>{t.smbUserName}</dt>
          <dd>{text(device.smbUserName)}</dd>
          <dt>{t.smbPassword}</dt>
          <dd>{schedule.deviceSecretSet ? t.passwordSet : t.passwordNotSet}</dd>
          <dt>{t.smbVersion}</dt>
          <dd>{text(device.smbVersion)}</dd>
          <dt>{t.ssl}</dt>
          <dd>{yesNo(device.ssl)}</dd>
          <dt>{t.subDirectory}</dt>
          <dd>{text(device.subDirectory)}</dd>
        </dl>
      </section>
      <div className="admin-table-wrap">
        <table className="admin-table" aria-label={t.starts}>
          <caption className="admin-caption">{t.starts}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              <th scope="col">{t.startTime}</th>
            </tr>
          </thead>
          <tbody>
            {schedule.starts.map((start) => (
              <tr key={start.oid}>
                <td>{start.day}</td>
                <td>{start.startTime}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {schedule.logs.length === 0 ? (
        <p className="muted">{t.noLogs}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table" aria-label={t.logs}>
            <caption className="admin-caption">{t.logs}</caption>
            <thead>
              <tr>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.started}</th>
                <th scope="col">{t.ended}</th>
                <th scope="col">{t.file}</th>
                <th scope="col">{t.details}</th>
              </tr>
            </thead>
            <tbody>
              {schedule.logs.map((log) => (
                <Fragment key={log.oid}>
                  <tr>
                    <td>{log.status}</td>
                    <td>{localDateTime(log.timeStamp)}</td>
                    <td>
                      {log.timeStampEnd === '' ? t.notEnded : localDateTime(log.timeStampEnd)}
                    </td>
                    <td>{log.backupFile}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-ghost button-small"
                        aria-expanded={open === log.oid}
                        aria-label={
                          open === log.oid
                            ? t.hideDetails
                            : fill(t.showDetails, { date: localDateTime(log.timeStamp) })
                        }
                        onClick={() => setOpen(open === log.oid ? null : log.oid)}
                      >
                        {open === log.oid ? t.hideDetails : t.details}
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
  const detail = useDetail(useCallback(() => api.admin.getBackupLog({ oid }), [api, oid]));
  if (detail.status === 'loading') return <p className="muted">{t.detailsLoading}</p>;
  if (detail.status === 'failed') return <ErrorMessage message={detail.sentence} />;
  if (!detail.current.available) return <p className="muted">{t.detailsUnavailable}</p>;
  return (
    <p className="admin-log-details" role="note">
      {detail.current.value.details || t.noDetails}
    </p>
  );
}
