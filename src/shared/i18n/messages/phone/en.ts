/**
 * The user's phone (English): what a refused status, phone setting, caller ID, voicemail or SMS
 * request says. Spread into `../en.ts`; the rules of that file apply.
 */
export const phoneEn = {
  'error.code.10054': 'Your account has no phone line. Ask your administrator to give you one.',
  'error.status.notSelectable':
    "That status can't be chosen here. Pick one of the statuses in the list.",
  'error.status.temporaryInvalid': 'Choose a status from the list and an end time in the future.',
  'error.callerId.notAllowed':
    "That number can't be shown to the people you call. Pick one of the numbers offered.",
  'error.sms.badNumber': "That number can't receive an SMS. Check the number and try again.",
  'error.audio.gone': 'This recording is no longer available.',
  'error.audio.tooLarge': 'This recording is larger than {limit}, more than Switchboard fetches.',
  'error.audio.unreadable': "The server sent this recording in a form Switchboard can't play.",
  /** The sidebar's entry, shown by the shell: the voicemail view itself is the `voicemail` area. */
  'section.voicemail': 'Voicemail',
  'nav.history.missed':
    '{count, plural, one {# missed call not seen} other {# missed calls not seen}}',
  'nav.voicemail.new': '{count, plural, one {# new voicemail} other {# new voicemails}}',
  /** A desktop notification per new voicemail (several at once: one, counted). */
  'live.notify.voicemail': '{count, plural, one {New voicemail} other {# new voicemails}}',
  'error.communication.gone': 'This item is no longer in your history. Refresh and try again.',
} as const;
