import { roleMeetsLevel, type Role } from '../../shared/interface';

export const sectionIds = [
  'conversations',
  'history',
  'favorites',
  'people',
  'webpages',
  'admin',
  'settings',
] as const;
export type SectionId = (typeof sectionIds)[number];

export interface SectionInfo {
  id: SectionId;
  label: string;
  /** What the section will do, for the honest "coming soon" page until it exists. */
  comingSoon?: string;
  adminOnly?: boolean;
}

export const sections: Record<SectionId, SectionInfo> = {
  conversations: { id: 'conversations', label: 'Conversations' },
  history: {
    id: 'history',
    label: 'History',
  },
  favorites: { id: 'favorites', label: 'Favorites' },
  people: { id: 'people', label: 'People' },
  webpages: { id: 'webpages', label: 'Web pages' },
  admin: {
    id: 'admin',
    label: 'Admin',
    adminOnly: true,
    comingSoon:
      'tenants, phone templates, phone line groups, report and backup schedules, provisioning, audio files and server settings.',
  },
  settings: { id: 'settings', label: 'Settings' },
};

export function visibleSections(role: Role): SectionInfo[] {
  return sectionIds
    .map((id) => sections[id])
    .filter((s) => !s.adminOnly || roleMeetsLevel(role, 'administrator'));
}
