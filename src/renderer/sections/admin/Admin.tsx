import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import '../../styles/admin.css';
import { type ListedKind } from '../../../shared/admin';
import { type Api, type SessionUser } from '../../../shared/contract';
import { useAppStore } from '../../state/app-store';
import { AudioFileView } from './audio/AudioFileView';
import { BackupScheduleView } from './backups/BackupScheduleView';
import { ListedResource } from './browse/ListedResource';
import { PhoneLineGroupForm } from './line-groups/PhoneLineGroupForm';
import { ProvisioningView } from './provisioning/ProvisioningView';
import { ReportScheduleForm } from './reports/ReportScheduleForm';
import { isMasterOnly, resourceLabels, visibleResources, type AdminResourceId } from './resources';
import { ServerEmailForm } from './server-email/ServerEmailForm';
import { ServerProvisioningForm } from './server-provisioning/ServerProvisioningForm';
import { PhoneTemplateForm } from './templates/PhoneTemplateForm';
import { Tenants } from './tenants/Tenants';

const RESOURCE_KEY = 'switchboard.adminResource';

interface Target {
  id: AdminResourceId;
  /** An object of it to open at once (followed from another screen). */
  open?: string;
}

/**
 * The admin area: a navigation of the resources this role may manage and the screen of the one
 * chosen. Moving to another resource with unsaved changes goes through the leave guard.
 */
export function Admin({ api, user }: { api: Api; user: SessionUser }) {
  const intl = useIntl();
  const resources = visibleResources(user.role);
  const requestLeave = useAppStore((state) => state.requestLeave);
  const [target, setTarget] = useState<Target | undefined>(() => {
    const stored = resources.find((id) => id === globalThis.localStorage?.getItem(RESOURCE_KEY));
    return stored ? { id: stored } : undefined;
  });
  const current = target && resources.includes(target.id) ? target.id : resources[0];

  const go = (next: Target) =>
    requestLeave(() => {
      globalThis.localStorage?.setItem(RESOURCE_KEY, next.id);
      setTarget(next);
    });

  const listed = (kind: ListedKind, detail: (oid: string) => ReactNode) => (
    <ListedResource
      key={`${kind}:${target?.open ?? ''}`}
      api={api}
      kind={kind}
      detail={detail}
      initialOpen={target?.id === kind ? target.open : undefined}
    />
  );
  const screens: Record<AdminResourceId, () => ReactNode> = {
    tenants: () => <Tenants api={api} />,
    phoneTemplates: () =>
      listed('phoneTemplates', (oid) => <PhoneTemplateForm api={api} oid={oid} />),
    phoneLineGroups: () =>
      listed('phoneLineGroups', (oid) => <PhoneLineGroupForm api={api} oid={oid} />),
    reportSchedules: () =>
      listed('reportSchedules', (oid) => <ReportScheduleForm api={api} oid={oid} />),
    provisioning: () =>
      listed('provisioning', (oid) => (
        <ProvisioningView
          api={api}
          oid={oid}
          onOpenTemplate={(template) => go({ id: 'phoneTemplates', open: template })}
        />
      )),
    audioFiles: () => listed('audioFiles', (oid) => <AudioFileView api={api} oid={oid} />),
    serverProvisioning: () => <ServerProvisioningForm api={api} />,
    serverEmail: () => <ServerEmailForm api={api} />,
    backupSchedules: () =>
      listed('backupSchedules', (oid) => <BackupScheduleView api={api} oid={oid} />),
  };

  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })}>
        <ul>
          {resources.map((id) => (
            <li key={id}>
              <button
                type="button"
                className="admin-nav-item"
                aria-current={id === current ? 'page' : undefined}
                onClick={() => id !== current && go({ id })}
              >
                <span>{intl.formatMessage({ id: resourceLabels[id] })}</span>
                {isMasterOnly(id) && (
                  <span className="admin-badge">
                    {intl.formatMessage({ id: 'admin.nav.masterOnly' })}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-main">{current && screens[current]()}</div>
    </div>
  );
}
