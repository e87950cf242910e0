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
  'error.sms.noNumber': 'Enter the number you want to send the SMS to.',
  'error.sms.notANumber':
    'An SMS goes to a phone number: digits, with + and the country code if you like. Check the number and try again.',
  'error.sms.noText': 'Type the message you want to send.',
  /** Beside Call (People, Favorites) and Call back (History): opens the SMS dialog. */
  'sms.action.send': 'Send SMS',
  'sms.action.send.label': 'Send SMS to {name}',
  'sms.dialog.title': 'Send an SMS to {name}',
  'sms.dialog.number': 'Number',
  'sms.dialog.numberHint': 'Type it as you would dial it: spaces, dashes and +31 are fine.',
  'sms.dialog.text': 'Message',
  /** Under the message, as it is typed: how long it is, and in how many SMS it goes. */
  'sms.dialog.length':
    '{characters, plural, one {# character} other {# characters}} · {parts, plural, one {# SMS} other {# SMS messages}}',
  'sms.dialog.lengthHint':
    'One SMS holds 160 characters, or 70 with emoji or letters such as ë; a longer message goes in parts. {shortcut} sends.',
  'sms.dialog.send': 'Send',
  'sms.dialog.sending': 'Sending…',
  'sms.sent': 'SMS sent to {name}. It appears in History.',
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
