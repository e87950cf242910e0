/**
 * Voicemail (English): the messages only the Voicemail section shows, loaded with it. Its
 * sidebar entry, count and desktop notification are the shell's, in the core (`../phone/en.ts`).
 */
export const voicemailEn = {
  'voicemail.opening': 'Opening your voicemail…',
  'voicemail.list': 'Voicemails',
  'voicemail.loading': 'Looking for your voicemails…',
  'voicemail.none': 'No voicemails. When a caller leaves you a message, it shows here.',
  'voicemail.scope':
    'Voicemails among your last {count, number} calls on this computer. Older ones are in History.',
  'voicemail.new': 'New',
  'voicemail.unknownNumber': 'Number withheld',
  'voicemail.play': 'Play',
  'voicemail.play.label': 'Play the voicemail from {name}',
  'voicemail.fetching': 'Fetching the recording…',
  'voicemail.player': 'Voicemail from {name}',
  'voicemail.length': 'Length {length}',
  'voicemail.saveFile': 'Save to file',
  'voicemail.saveFile.label': 'Save to file: the voicemail from {name}',
  'voicemail.saveFile.saving': 'Saving…',
  'voicemail.saveFile.saved': 'Saved.',
  'voicemail.markFailed': "Played, but the server couldn't be told you heard it: {reason}",
} as const;
