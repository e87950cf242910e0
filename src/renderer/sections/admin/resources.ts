import { type MessageKey } from '../../../shared/i18n';
import { roleMeetsLevel, type AuthLevel, type Role } from '../../../shared/interface';

/** The admin area's resources, in the order of its navigation, with the level each needs. */
export const adminResourceIds = [
  'tenants',
  'phoneTemplates',
  'phoneLineGroups',
  'reportSchedules',
  'provisioning',
  'audioFiles',
  'serverProvisioning',
  'serverEmail',
  'backupSchedules',
] as const;
export type AdminResourceId = (typeof adminResourceIds)[number];

const levels: Readonly<Record<AdminResourceId, AuthLevel>> = {
  tenants: 'master',
  phoneTemplates: 'administrator',
  phoneLineGroups: 'administrator',
  reportSchedules: 'administrator',
  provisioning: 'administrator',
  audioFiles: 'administrator',
  serverProvisioning: 'administrator',
  serverEmail: 'administrator',
  backupSchedules: 'master',
};

/** Each resource's name in the navigation. */
export const resourceLabels: Readonly<Record<AdminResourceId, MessageKey>> = {
  tenants: 'admin.resource.tenants',
  phoneTemplates: 'admin.resource.phoneTemplates',
  phoneLineGroups: 'admin.resource.phoneLineGroups',
  reportSchedules: 'admin.resource.reportSchedules',
  provisioning: 'admin.resource.provisioning',
  audioFiles: 'admin.resource.audioFiles',
  serverProvisioning: 'admin.resource.serverProvisioning',
  serverEmail: 'admin.resource.serverEmail',
  backupSchedules: 'admin.resource.backupSchedules',
};

export function isMasterOnly(id: AdminResourceId): boolean {
  return levels[id] === 'master';
}

/** What this user's role may manage (section 5): the master-only parts only for masters. */
export function visibleResources(role: Role): AdminResourceId[] {
  return adminResourceIds.filter((id) => roleMeetsLevel(role, levels[id]));
}
