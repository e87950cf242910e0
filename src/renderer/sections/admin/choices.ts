import {
  type activationStatuses,
  type addressTypes,
  type backupStatuses,
  type deviceTypes,
  type reportFrequencies,
  type weekDays,
} from '../../../shared/admin';
import { type Formatter, type MessageKey } from '../../../shared/i18n';

/** An enumerated field's known values, each with its label in the UI's language. */
export type ChoiceLabels = Readonly<Record<string, MessageKey>>;

type Labels<V extends readonly string[]> = Readonly<Record<V[number], MessageKey>>;

/** Each table names every known value, with a key of the catalogue (checked by the compiler). */
export const frequencyLabels: Labels<typeof reportFrequencies> = {
  DAILY: 'admin.choice.frequency.DAILY',
  WEEKLY: 'admin.choice.frequency.WEEKLY',
  MONTHLY: 'admin.choice.frequency.MONTHLY',
};
export const deviceTypeLabels: Labels<typeof deviceTypes> = {
  localDirectory: 'admin.choice.device.localDirectory',
  windowsShare: 'admin.choice.device.windowsShare',
};
export const addressTypeLabels: Labels<typeof addressTypes> = {
  email: 'admin.choice.address.email',
};
export const dayLabels: Labels<typeof weekDays> = {
  monday: 'admin.choice.day.monday',
  tuesday: 'admin.choice.day.tuesday',
  wednesday: 'admin.choice.day.wednesday',
  thursday: 'admin.choice.day.thursday',
  friday: 'admin.choice.day.friday',
  saturday: 'admin.choice.day.saturday',
  sunday: 'admin.choice.day.sunday',
};
export const backupStatusLabels: Labels<typeof backupStatuses> = {
  SUCCESS: 'admin.choice.backup.SUCCESS',
};
export const activationLabels: Labels<typeof activationStatuses> = {
  NOT_ACTIVATED: 'admin.choice.activation.NOT_ACTIVATED',
};

/** A value as the user reads it: its label, or (a value the app does not know) itself. */
export function choiceLabel(intl: Formatter, labels: ChoiceLabels, value: string): string {
  const key = Object.hasOwn(labels, value) ? labels[value] : undefined;
  return key ? intl.formatMessage({ id: key }) : value;
}

/**
 * The options of a choice: every known value by its label, and the value the server holds when
 * the app does not know it (shown as it is, so nothing is lost). `leaveAsIs` adds the empty
 * value first, for a form whose current values this server does not show.
 */
export function choiceOptions(
  intl: Formatter,
  labels: ChoiceLabels,
  current: string | undefined,
  leaveAsIs = false,
): { value: string; label: string }[] {
  const known = Object.keys(labels).map((value) => ({
    value,
    label: choiceLabel(intl, labels, value),
  }));
  const unknown =
    current !== undefined && current !== '' && !Object.hasOwn(labels, current)
      ? [{ value: current, label: current }]
      : [];
  const blank = leaveAsIs
    ? [{ value: '', label: intl.formatMessage({ id: 'admin.field.leaveAsIs' }) }]
    : [];
  return [...blank, ...unknown, ...known];
}
