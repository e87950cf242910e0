/**
 * Settings → Calls: which phone rings first when the user places a call, and where the calls
 * they receive go (redirection, ring times, fallback, voicemail, caller ID). An area
 * (`../../areas.ts`): the renderer loads it with the Settings section; the rules of `../en.ts`
 * hold.
 */
export const callSettingsEn = {
  'callSettings.title': 'Calls',
  'callSettings.loading': 'Reading your call settings…',
  'callSettings.ringFirst': 'When you place a call, ring first',
  'callSettings.ringFirst.line': 'My phone line',
  'callSettings.ringFirst.mobile': 'My mobile',
  'callSettings.ringFirst.mobileNumber': 'Mobile number',
  'callSettings.ringFirst.hint':
    'Switchboard asks the phone system to ring this phone first; when you pick it up, it calls the other person.',
  'callSettings.incoming': 'Calls to you',
  'callSettings.incoming.notOffered':
    "Your phone system doesn't let Switchboard change where your calls go. Ask your administrator.",
  'callSettings.redirection': 'Redirect my calls',
  'callSettings.redirection.to': 'Redirect to',
  'callSettings.redirection.after': 'Ring time before redirecting (seconds)',
  'callSettings.ringSeconds': 'Ring time of my line (seconds)',
  'callSettings.ringSeconds.hint':
    'After this, a call goes to your fallback number or your voicemail.',
  'callSettings.fallback': 'Use a fallback',
  'callSettings.fallback.to': 'Fallback number',
  'callSettings.fallback.hint': 'Leave it empty to use the fallback your administrator set.',
  'callSettings.voicemail': 'Voicemail answers calls nobody picks up',
  'callSettings.callerId': 'Number shown to people you call',
  'callSettings.callerId.default': "The phone system's default",
  'callSettings.action.save': 'Save',
  'callSettings.action.saving': 'Saving…',
  'callSettings.action.undo': 'Undo changes',
  'callSettings.saved': 'Saved. Your phone system now uses these settings.',
  'callSettings.rule.numberNeeded': 'Enter a number.',
  'callSettings.rule.numberInvalid':
    "The phone system can't dial this number. Use digits, with + for a country code.",
  'callSettings.rule.seconds': 'Enter a whole number of seconds from 0 to 600.',
} as const;
