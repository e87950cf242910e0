import { type Formatter, type MessageKey } from '../../../../shared/i18n';

/** The key types the interface names; any other type the server reports is shown as it is. */
const keyTypeMessages: Readonly<Record<string, MessageKey>> = {
  speeddial: 'admin.templates.type.speeddial',
  blf: 'admin.templates.type.blf',
};

export function keyTypeName(intl: Formatter, type: string): string {
  const key = keyTypeMessages[type];
  return key ? intl.formatMessage({ id: key }) : type;
}
