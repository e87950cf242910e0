import { type LicenseCountView } from '../../../../shared/admin';
import { fill } from '../fill';
import { tenantStrings as t } from './strings';

/** A licence count as one line: its name (or id), used of maximum where the server says. */
export function licenseLine(
  count: Pick<LicenseCountView, 'license' | 'licenseName' | 'maxLicenses' | 'usedLicenses'>,
): string {
  const license = count.licenseName ?? fill(t.licenseUnnamed, { oid: count.license });
  return count.usedLicenses === undefined
    ? fill(t.licenseLine, { license, max: count.maxLicenses })
    : fill(t.licenseUsedLine, { license, used: count.usedLicenses, max: count.maxLicenses });
}
