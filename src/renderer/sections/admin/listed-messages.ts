import { type ListedKind } from '../../../shared/admin';
import { type MessageKey } from '../../../shared/i18n';

/** What a listed resource's screen says: its title, introduction, list name and way back. */
export interface ListedMessages {
  title: MessageKey;
  intro: MessageKey;
  listLabel: MessageKey;
  back: MessageKey;
}

export const listedMessages: Readonly<Record<ListedKind, ListedMessages>> = {
  phoneTemplates: {
    title: 'admin.templates.title',
    intro: 'admin.templates.intro',
    listLabel: 'admin.templates.listLabel',
    back: 'admin.templates.back',
  },
  phoneLineGroups: {
    title: 'admin.lineGroups.title',
    intro: 'admin.lineGroups.intro',
    listLabel: 'admin.lineGroups.listLabel',
    back: 'admin.lineGroups.back',
  },
  reportSchedules: {
    title: 'admin.reports.title',
    intro: 'admin.reports.intro',
    listLabel: 'admin.reports.listLabel',
    back: 'admin.reports.back',
  },
  provisioning: {
    title: 'admin.provisioning.title',
    intro: 'admin.provisioning.intro',
    listLabel: 'admin.provisioning.listLabel',
    back: 'admin.provisioning.back',
  },
  audioFiles: {
    title: 'admin.audio.title',
    intro: 'admin.audio.intro',
    listLabel: 'admin.audio.listLabel',
    back: 'admin.audio.back',
  },
  backupSchedules: {
    title: 'admin.backups.title',
    intro: 'admin.backups.intro',
    listLabel: 'admin.backups.listLabel',
    back: 'admin.backups.back',
  },
};
