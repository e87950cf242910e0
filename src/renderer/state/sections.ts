import { type MessageKey } from '../../shared/i18n';
import { roleMeetsLevel, type Role } from '../../shared/interface';

export const sectionIds = [
  'conversations',
  'history',
  'voicemail',
  'favorites',
  'people',
  'webpages',
  'admin',
  'settings',
] as const;
export type SectionId = (typeof sectionIds)[number];

export interface SectionInfo {
  id: SectionId;
  label: MessageKey;
  adminOnly?: boolean;
  /** Has a filter field of its own, the one Ctrl+F focuses (drawn once the section has loaded). */
  filtered?: boolean;
}

export const sections: Record<SectionId, SectionInfo> = {
  conversations: { id: 'conversations', label: 'section.conversations' },
  history: { id: 'history', label: 'section.history', filtered: true },
  voicemail: { id: 'voicemail', label: 'section.voicemail' },
  favorites: { id: 'favorites', label: 'section.favorites' },
  people: { id: 'people', label: 'section.people', filtered: true },
  webpages: { id: 'webpages', label: 'section.webpages' },
  admin: { id: 'admin', label: 'section.admin', adminOnly: true },
  settings: { id: 'settings', label: 'section.settings' },
};

export function visibleSections(role: Role): SectionInfo[] {
  return sectionIds
    .map((id) => sections[id])
    .filter((s) => !s.adminOnly || roleMeetsLevel(role, 'administrator'));
}
