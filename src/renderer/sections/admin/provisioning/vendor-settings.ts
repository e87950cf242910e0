import { type Formatter, type MessageKey } from '../../../../shared/i18n';

/** The vendor settings of 4.9 by name; a setting the interface does not name keeps its own. */
const vendorSettingMessages: Readonly<Record<string, MessageKey>> = {
  personal: 'admin.provisioning.vendor.personal',
  group: 'admin.provisioning.vendor.group',
  enterprise: 'admin.provisioning.vendor.enterprise',
  groupCommon: 'admin.provisioning.vendor.groupCommon',
  enterpriseCommon: 'admin.provisioning.vendor.enterpriseCommon',
  callLog: 'admin.provisioning.vendor.callLog',
  featureKeySync: 'admin.provisioning.vendor.featureKeySync',
  directory: 'admin.provisioning.vendor.directory',
  bwEnable: 'admin.provisioning.vendor.bwEnable',
  voiceEcho: 'admin.provisioning.vendor.voiceEcho',
  codecPrio: 'admin.provisioning.vendor.codecPrio',
};

export function vendorSettingName(intl: Formatter, name: string): string {
  const key = vendorSettingMessages[name];
  return key ? intl.formatMessage({ id: key }) : name;
}
