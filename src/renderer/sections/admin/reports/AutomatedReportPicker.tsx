import { useCallback, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../../shared/contract';
import { AddById } from '../browse/AddById';
import { useServerRead } from '../browse/use-server-read';

/**
 * Adds an automated report to a schedule by picking it by name among those the server's report
 * schedules name (`admin.listAutomatedReports`). Where the server names none, or the read
 * failed, the report is added by its id; a report no schedule holds yet can be added by id too,
 * behind "Not in the list?".
 */
export function AutomatedReportPicker({
  api,
  chosen,
  onPick,
}: {
  api: Api;
  /** The reports the schedule holds now (not offered again). */
  chosen: readonly string[];
  onPick: (report: string, name: string) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const list = useServerRead(useCallback(() => api.admin.listAutomatedReports(), [api]));
  const [picked, setPicked] = useState('');
  const byId = (
    <AddById
      label={intl.formatMessage({ id: 'admin.reports.reportById' })}
      hint={intl.formatMessage({ id: 'admin.reports.reportByIdHint' })}
      invalid={intl.formatMessage({ id: 'admin.openById.invalid' })}
      action={intl.formatMessage({ id: 'admin.reports.addById' })}
      onId={(report) => onPick(report, '')}
    />
  );
  if (list === undefined) {
    return (
      <p className="muted admin-wide" role="status">
        {intl.formatMessage({ id: 'admin.reports.reportsLoading' })}
      </p>
    );
  }
  if (list === null || !list.available || list.items.length === 0) {
    return (
      <>
        <p className="hint admin-wide">
          {intl.formatMessage({ id: 'admin.reports.reportsNotListed' })}
        </p>
        {byId}
      </>
    );
  }
  const offered = list.items.filter((item) => !chosen.includes(item.oid));
  const choice = offered.some((item) => item.oid === picked) ? picked : (offered[0]?.oid ?? '');
  return (
    <>
      {offered.length === 0 ? (
        <p className="muted admin-wide">{intl.formatMessage({ id: 'admin.reports.allChosen' })}</p>
      ) : (
        <div className="admin-add admin-wide">
          <div className="field admin-field">
            <label className="field-label" htmlFor={id}>
              {intl.formatMessage({ id: 'admin.reports.pickReport' })}
            </label>
            <select id={id} value={choice} onChange={(e) => setPicked(e.target.value)}>
              {offered.map((item) => (
                <option key={item.oid} value={item.oid}>
                  {item.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              const item = offered.find((o) => o.oid === choice);
              if (item) onPick(item.oid, item.name);
            }}
          >
            {intl.formatMessage({ id: 'admin.reports.addReport' })}
          </button>
        </div>
      )}
      <details className="admin-wide admin-fallback">
        <summary>{intl.formatMessage({ id: 'admin.reports.notInList' })}</summary>
        {byId}
      </details>
    </>
  );
}
