import { useState } from 'react';
import '../../styles/admin.css';
import { type Api, type SessionUser } from '../../../shared/contract';
import { useAppStore } from '../../state/app-store';
import { isMasterOnly, visibleResources, type AdminResourceId } from './resources';
import { ListedResource } from './browse/ListedResource';
import { PhoneLineGroupForm } from './line-groups/PhoneLineGroupForm';
import { lineGroupStrings } from './line-groups/strings';
import { ReportScheduleForm } from './reports/ReportScheduleForm';
import { reportStrings } from './reports/strings';
import { PhoneTemplateForm } from './templates/PhoneTemplateForm';
import { templateStrings } from './templates/strings';
import { ServerEmailForm } from './server-email/ServerEmailForm';
import { Tenants } from './tenants/Tenants';
import { adminStrings as s } from './strings';

const RESOURCE_KEY = 'switchboard.adminResource';

/**
 * The admin area: a navigation of the resources this role may manage and the screen of the one
 * chosen. Moving to another resource with unsaved changes goes through the leave guard.
 */
export function Admin({ api, user }: { api: Api; user: SessionUser }) {
  const resources = visibleResources(user.role);
  const requestLeave = useAppStore((state) => state.requestLeave);
  const [chosen, setChosen] = useState<AdminResourceId | undefined>(
    () =>
      resources.find((id) => id === globalThis.localStorage?.getItem(RESOURCE_KEY)) ?? resources[0],
  );
  const current = chosen && resources.includes(chosen) ? chosen : resources[0];

  const choose = (id: AdminResourceId) =>
    requestLeave(() => {
      globalThis.localStorage?.setItem(RESOURCE_KEY, id);
      setChosen(id);
    });

  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={s.navLabel}>
        <ul>
          {resources.map((id) => (
            <li key={id}>
              <button
                type="button"
                className="admin-nav-item"
                aria-current={id === current ? 'page' : undefined}
                onClick={() => id !== current && choose(id)}
              >
                <span>{s.resources[id]}</span>
                {isMasterOnly(id) && <span className="admin-badge">{s.masterOnlyNote}</span>}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">
        {current === 'tenants' && <Tenants api={api} />}
        {current === 'phoneTemplates' && (
          <ListedResource
            api={api}
            kind="phoneTemplates"
            strings={templateStrings}
            detail={(oid) => <PhoneTemplateForm api={api} oid={oid} />}
          />
        )}
        {current === 'phoneLineGroups' && (
          <ListedResource
            api={api}
            kind="phoneLineGroups"
            strings={lineGroupStrings}
            detail={(oid) => <PhoneLineGroupForm api={api} oid={oid} />}
          />
        )}
        {current === 'reportSchedules' && (
          <ListedResource
            api={api}
            kind="reportSchedules"
            strings={reportStrings}
            detail={(oid) => <ReportScheduleForm api={api} oid={oid} />}
          />
        )}
        {current === 'serverEmail' && <ServerEmailForm api={api} />}
      </div>
    </div>
  );
}
