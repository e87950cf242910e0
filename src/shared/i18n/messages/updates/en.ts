/**
 * Settings → About & updates: the versions, the updater's state in a sentence per phase and per
 * failure, its controls, "Restart to update" with its unsent-messages question and refusals, and
 * "Copy diagnostics". An area (`../../areas.ts`) loaded with the Settings section, and with the
 * shell's "ready" banner when it first shows (`updates.banner*`). The rules of `../en.ts` hold.
 */
export const updatesEn = {
  'updates.title': 'About & updates',
  'updates.banner': 'Switchboard {version} is ready.',
  'updates.banner.dismiss': 'Hide until the next start',
  'updates.restartToUpdate': 'Restart to update',
  'updates.about.electron': 'Electron',
  'updates.about.chrome': 'Chromium',
  'updates.about.node': 'Node.js',
  'updates.about.platform': 'Platform',
  'updates.status.idle': 'Switchboard has not checked for updates yet.',
  'updates.status.checking': 'Checking for updates…',
  'updates.status.current': 'Switchboard is up to date.',
  'updates.status.currentChecked': 'Switchboard is up to date. Last checked: {day}, {time}.',
  'updates.status.downloading': 'Downloading version {version}: {percent}.',
  'updates.status.ready': 'Version {version} is ready. Restart Switchboard to update.',
  'updates.failure.unreachable':
    "The update server couldn't be reached. Switchboard tries again later; check your connection or the mirror address.",
  'updates.failure.malformed':
    "The update server's answer isn't a description of a release. If you set a mirror address, check it.",
  'updates.failure.checksum':
    "The downloaded update didn't match its description and was deleted. Switchboard downloads it again at the next check.",
  'updates.failure.signature':
    "The downloaded update isn't signed by Switchboard's publisher and was deleted.",
  'updates.failure.failed': "The update couldn't be installed. Please try again later.",
  'updates.unsupported.browserHost':
    'This copy does not update itself: it runs in your browser from a local host. Update the Switchboard installation it comes from.',
  'updates.unsupported.development': 'This is a development build: it does not update itself.',
  'updates.unsupported.packageManager':
    "Updates come from your system's package manager: install them as you update your other programs.",
  'updates.checkNow': 'Check for updates',
  'updates.checking': 'Checking…',
  'updates.channel': 'Updates to install',
  'updates.channel.stable': 'Stable',
  'updates.channel.beta': 'Beta',
  'updates.channel.hint': 'Beta versions come earlier and may still have problems.',
  'updates.feed': 'Company mirror address (optional)',
  'updates.feed.hint':
    "Leave empty to get updates from Switchboard's own release server. The address must start with https://.",
  'updates.feed.invalid': 'Enter an address that starts with https://, or leave the field empty.',
  'updates.feed.save': 'Save address',
  'updates.feed.saved': 'Saved.',
  'updates.restarting': 'Restarting…',
  'updates.restart.inCall':
    'Finish your call first: Switchboard restarts to update only when no call is going on.',
  'updates.restart.nothingReady':
    'There is no downloaded update to install yet. Check for updates first.',
  'updates.restart.unsupported': "This copy of Switchboard can't install updates itself.",
  'updates.unsent.title': 'Restart with unsent messages?',
  'updates.unsent.body':
    '{count, plural, one {# message has} other {# messages have}} not been sent yet. Send first, or restart anyway? Unsent messages stay on this computer and go once you are signed in again.',
  'updates.unsent.sending':
    'Sending… {count, plural, one {# message} other {# messages}} to go. Switchboard restarts once they are sent.',
  'updates.unsent.failed':
    '{count, plural, one {# message could not be sent} other {# messages could not be sent}}: change or delete {count, plural, one {it} other {them}} in Conversations, or restart anyway.',
  'updates.unsent.proceed': 'Restart anyway',
  'updates.diagnostics': 'Copy diagnostics',
  'updates.diagnostics.hint':
    'Versions, update state and the latest log lines, without passwords or tokens: paste them into a support request.',
  'updates.diagnostics.copied': 'Diagnostics copied. Paste them into your support request.',
  'updates.diagnostics.failed': "The diagnostics couldn't be copied. Please try again.",
} as const;
