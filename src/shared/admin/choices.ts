/**
 * The values of the admin resources' enumerated fields that the interface and the platform's
 * guide show (docs/decisions.md, "Enumerated admin fields"). A server may hold others: the
 * screens show an unknown value as it is and keep it, never drop it.
 */

/** 2.11 `frequency`: DAILY is shown; WEEKLY and MONTHLY are the same enumeration's siblings. */
export const reportFrequencies = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

/** 2.10 / 2.11 external device `type`: localDirectory (2.10), windowsShare (2.11, the guide). */
export const deviceTypes = ['localDirectory', 'windowsShare'] as const;

/** 2.11 `mailFromAddress.addressType`: an e-mail address. */
export const addressTypes = ['email'] as const;

/** 2.10 backup start `day`: monday (2.10), tuesday (the guide), the week's other days. */
export const weekDays = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** 2.10 backup log `status`: SUCCESS is the value shown. */
export const backupStatuses = ['SUCCESS'] as const;

/** 2.9 `activationStatus`: NOT_ACTIVATED is the value shown. */
export const activationStatuses = ['NOT_ACTIVATED'] as const;
