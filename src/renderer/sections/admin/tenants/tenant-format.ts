import { type LicenseCountView, type TenantUsageField } from '../../../../shared/admin';
import { type Formatter, type MessageKey } from '../../../../shared/i18n';

/** A licence count as one line: its name (or id), used of maximum where the server says. */
export function licenseLine(
  intl: Formatter,
  count: Pick<LicenseCountView, 'license' | 'licenseName' | 'maxLicenses' | 'usedLicenses'>,
): string {
  const license = count.licenseName ?? licenseUnnamed(intl, count.license);
  return count.usedLicenses === undefined
    ? intl.formatMessage({ id: 'admin.tenants.licenseLine' }, { license, max: count.maxLicenses })
    : intl.formatMessage(
        { id: 'admin.tenants.licenseUsedLine' },
        { license, used: count.usedLicenses, max: count.maxLicenses },
      );
}

/** A licence the server has not named, by its id. */
export const licenseUnnamed = (intl: Formatter, oid: string) =>
  intl.formatMessage({ id: 'admin.tenants.licenseUnnamed' }, { oid });

/** The disk usage columns of 4.4's includes. */
export const usageLabels: Readonly<Record<TenantUsageField, MessageKey>> = {
  dbUsage: 'admin.tenants.usage.dbUsage',
  mohUsage: 'admin.tenants.usage.mohUsage',
  monitorUsage: 'admin.tenants.usage.monitorUsage',
  callRecordingUsage: 'admin.tenants.usage.callRecordingUsage',
  chatAttachmentUsage: 'admin.tenants.usage.chatAttachmentUsage',
  mailAttachmentUsage: 'admin.tenants.usage.mailAttachmentUsage',
  voicemailUsage: 'admin.tenants.usage.voicemailUsage',
  totalAttachmentUsage: 'admin.tenants.usage.totalAttachmentUsage',
  totalUsage: 'admin.tenants.usage.totalUsage',
};

/** The statistics the interface names; another one the server sends keeps its own name. */
const statisticLabels: Readonly<Record<string, MessageKey>> = {
  messagingAppGateways: 'admin.tenants.statistic.messagingAppGateways',
  messagingAppUsage: 'admin.tenants.statistic.messagingAppUsage',
  sttFreeUsage: 'admin.tenants.statistic.sttFreeUsage',
  sttCurrentUsage: 'admin.tenants.statistic.sttCurrentUsage',
};

export function statisticLine(intl: Formatter, name: string, value: unknown): string {
  const key = statisticLabels[name];
  return intl.formatMessage(
    { id: 'admin.tenants.statisticLine' },
    { name: key ? intl.formatMessage({ id: key }) : name, value: String(value) },
  );
}
