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
  favorites: {
    id: 'favorites',
    label: 'Favorites',
    comingSoon: 'the colleagues and contacts you reach most often, at hand and in your own order.',
  },
  people: {
    id: 'people',
    label: 'People',
    comingSoon: 'the colleague directory, with search and the presence of their lines.',
  },
  webpages: {
    id: 'webpages',
    label: 'Web pages',
    comingSoon: "your company's integrated web pages, each in its own isolated view.",
  },
  admin: {
    id: 'admin',
    label: 'Admin',
    adminOnly: true,
  },
  settings: { id: 'settings', label: 'Settings' },
};

export function visibleSections(role: Role): SectionInfo[] {
  return sectionIds
    .map((id) => sections[id])
    .filter((s) => !s.adminOnly || roleMeetsLevel(role, 'administrator'));
}
