import { liveEn } from './live/en';
import { phoneEn } from './phone/en';
import { myStatusEn } from './myStatus/en';
import { desktopEn } from './desktop/en';
import { callsEn } from './calls/en';

/**
 * English: the source every other catalogue follows. A key says where its message appears
 * (`screen.part.what`); `common.*` are the words several screens share. Messages are ICU
 * MessageFormat: `{name}` for a value, `{count, plural, one {…} other {…}}` for a count,
 * `{kind, select, …}` for a choice, `<b>…</b>` for emphasis. Never build a sentence from
 * pieces: give the whole sentence its own key.
 */
export const en = {
  ...liveEn,
  ...phoneEn,
  ...myStatusEn,
  ...callsEn,
  // The app's name, where it stands alone.
  'app.name': 'Switchboard',
  'app.windowTitle': '{section} – Switchboard',
  'app.starting': 'Starting Switchboard…',
  'app.restoring': 'Signing you in to {server}…',
  'app.host.refused':
    'This Switchboard link is no longer valid. Start Switchboard again and open the new link it prints.',
  'app.host.lost': 'The connection to Switchboard was lost. Start it again, then reload this page.',

  'common.cancel': 'Cancel',
  'common.tryAgain': 'Try again',
  'common.password': 'Password',
  'common.signIn': 'Sign in',
  'common.signingIn': 'Signing in…',
  'common.signOut': 'Sign out',
  'common.clearAndResync': 'Clear cache and resync',
  'common.clearing': 'Clearing…',
  'common.loading': 'Loading…',

  'signIn.error.noServer': 'Enter the address of your server.',
  'signIn.error.noPassword': 'Enter your password.',
  'signIn.error.tls':
    "Switchboard couldn't verify the security certificate of {server}, so it did not connect. Check the address or ask your administrator.",
  'signIn.error.notHttps':
    'The server at {server} does not speak HTTPS at this address. Check the address and port (maybe it is http://…, which Switchboard allows only for this computer).',
  'signIn.error.unreachable':
    "Switchboard can't reach {server}. Check the server address and your network connection.",
  'signIn.error.timeout': '{server} did not answer in time. Please try again.',
  'signIn.error.notCompatible':
    "{server} doesn't look like a Switchboard-compatible server. Check the server address.",
  'signIn.address.invalid': 'This is not a valid server address. Example: https://pbx.example.com',
  'signIn.address.notHttps': 'The server address must start with https://.',
  'signIn.address.httpOnlyLocal':
    'Use https:// for this server. Unencrypted http:// is only allowed for this computer (localhost).',
  'signIn.address.credentials': 'Leave the user name and password out of the server address.',
  'signIn.address.queryOrFragment': 'The server address cannot contain "?" or "#".',
  'signIn.address.path':
    "Enter only the server address, or a full API address ending in /api/v1/'<tenant>'.",

  'session.expired':
    'Your session has ended. Sign in again to continue; nothing you typed is lost.',
  'session.restoreRejected': 'Your saved sign-in is no longer valid. Please sign in again.',
  'session.restoreUnreachable':
    "Switchboard couldn't reach {server} to restore your sign-in. Check your connection and try again.",
  'session.demoFailed': "The demo couldn't be started. Please try again.",
  'session.demoUnavailable': 'This version of Switchboard has no demo. Sign in to your server.',
  'session.demoServer': 'Demo server',
  'session.notSignedIn': 'You are not signed in. Please sign in first.',
  'credentials.noKeyring':
    "Switchboard can't remember your sign-in on this computer: no system keyring (such as GNOME Keyring or KWallet) is available, and Switchboard won't store it unprotected. You'll sign in again next time.",
  'credentials.noEncryption':
    "Switchboard can't remember your sign-in: this computer's secure storage isn't available. You'll sign in again next time.",
  'connectivity.offline':
    "Can't reach {server}. Switchboard keeps trying and reconnects by itself.",

  'reauth.title': 'Sign in again',
  'reauth.who': '<b>{userName}</b> on {server}',

  'nav.label': 'Main',
  'nav.skipToContent': 'Skip to content',
  'field.date.pattern': 'mm/dd/yyyy',
  'field.date.pick': '{field}: choose on a calendar',
  'field.date.invalid': 'Write the date as {pattern}.',
  'field.time.invalid': 'Write the time as, for example, {example}.',
  'nav.conversations.unread': '{count, plural, one {# unread message} other {# unread messages}}',
  'section.conversations': 'Conversations',
  'section.history': 'History',
  'section.favorites': 'Favorites',
  'section.people': 'People',
  'section.webpages': 'Web pages',
  'section.admin': 'Admin',
  'section.settings': 'Settings',
  'section.loading': 'Opening {section}…',
  'section.loadFailed': "{section} couldn't be opened. Try again, or start Switchboard again.",

  'header.demo': 'Demo mode',
  'header.demo.title': 'You are using the built-in demo server with sample data',
  'header.connection': 'Connection: {status}',
  'header.search': 'Search',
  'header.connection.online': 'Online',
  'header.connection.offline': 'Offline',
  'header.connection.connecting': 'Connecting',
  'header.server': 'Server: {server}',
  'header.signedInAs': 'Signed in as {name}',
  'header.role.user': 'User',
  'header.role.administrator': 'Administrator',
  'header.role.master': 'Master administrator',
  'offline.sentence': "Can't reach the server. Switchboard keeps trying.",
  'offline.checking': 'Checking…',
  'offline.retry': 'Retry now',

  'conversations.opening': 'Opening your conversations…',
  'conversations.pane': 'Conversation list',
  'conversations.filter': 'Filter conversations by name',
  'conversations.filter.placeholder': 'Filter by name',
  'conversations.newChat': 'New chat',
  'conversations.external': 'External session',
  'conversations.placeholder': 'Choose a conversation, or start a new chat.',
  'conversations.noMessagesYet': 'No messages yet',
  'conversations.list': 'Conversations',
  'conversations.list.unread': '{count, plural, one {# unread} other {# unread}}',
  'conversations.list.own': 'You: {text}',
  'conversations.list.loading': 'Loading conversations…',
  'conversations.list.unreachable':
    'Your conversations will appear once the server can be reached.',
  'conversations.list.noMatch': 'No conversation matches “{query}”.',
  'conversations.list.empty': 'No conversations yet. Start one with New chat.',

  'newChat.title': 'New chat',
  'newChat.find': 'Find a colleague',
  'newChat.find.placeholder': 'Name',
  'newChat.loading': 'Loading colleagues…',
  'newChat.colleagues': 'Colleagues',
  'newChat.noMatch': 'No colleague matches “{query}”.',
  'newChat.firstMessage': 'First message',
  'newChat.textOnly': 'Send the first message as text; files can follow in the chat.',
  'newChat.chooseFirst': 'Choose a colleague first.',

  'external.title': 'External session',
  'external.text':
    'Opens a chat with someone outside the company, answered from the phone line you choose.',
  'external.phoneLine': 'Phone line',
  'external.lineWithNumber': '{name} ({number})',
  'external.create': 'Create session',
  'external.invite.title': 'For the visitor',
  'external.invite.text':
    'No message yet. Your website’s chat sends the visitor’s messages to this session: give it the session ID.',
  'external.invite.session': 'Session ID',
  'external.invite.copy': 'Copy session ID',
  'external.invite.copied': 'Session ID copied.',
  'external.invite.copyFailed':
    'Switchboard could not copy to the clipboard. Select the session ID and copy it instead.',

  'thread.closed': "This chat is closed: new messages can't be sent to it.",
  'thread.externalFiles': "Attachments can't be sent in an external chat.",
  'thread.saveFailed': "This message couldn't be saved for sending. Please try again.",
  'thread.messages': 'Messages with {name}',
  'thread.loadingOlder': 'Loading older messages…',
  'thread.start': 'Start of the conversation',
  'thread.today': 'Today',
  'thread.yesterday': 'Yesterday',
  'thread.savedMessages': 'Showing saved messages: {reason}',
  'thread.olderUnavailable': "Older messages can't be loaded now. {reason}",
  'thread.arrivals': 'New messages',
  'thread.arrived': '{sender} wrote: {text}',
  'thread.unknownSender': 'Unknown',

  'message.you': 'You',
  'message.label.own': 'You, {time}',
  'message.label.theirs': '{sender}, {time}',
  'message.inReplyTo': 'In reply to',
  'message.quote.unknownSender': 'Earlier message',
  'message.quote.notLoaded': 'Message not loaded',
  'message.retry': 'Retry',
  'message.edit': 'Edit',
  'message.sendAnyway': 'Send anyway',
  'message.delete': 'Delete',
  'message.actions.own': 'Actions for the message from you at {time}',
  'message.actions.theirs': 'Actions for the message from {sender} at {time}',
  'message.reply': 'Reply',
  'message.waiting': 'Waiting to send',
  'message.waiting.sentence': 'It will be sent by itself once the server can be reached.',
  'message.sending': 'Sending…',
  'message.checking': 'Checking whether it arrived…',
  'message.failed': 'Not sent',

  'composer.to': 'Message {name}',
  'composer.text.tooLong':
    'This message is {length, number} characters long; the server takes at most {max, number}. Shorten it or send it in parts.',
  'composer.text.unstorable':
    'The server can\'t store {characters}: {count, plural, one {it} other {each}} would arrive as "?".',
  'composer.placeholder': '{label}…',
  'composer.replyTextOnly': 'A reply carries text only. Cancel the reply to send a file.',
  'composer.empty': 'Type a message or attach a file before sending.',
  'composer.replying': 'Replying to',
  'composer.replyingTo': 'Replying to {sender}',
  'composer.replyingToYourself': 'Replying to yourself',
  'composer.replyingToMessage': 'Replying to a message',
  'composer.cancelReply': 'Cancel reply',
  'composer.removeFile': 'Remove {name}',
  'composer.attach': 'Attach a file',
  'composer.fileInput': 'File to attach',
  'composer.send': 'Send',
  'composer.hint': 'Enter to send, Shift+Enter for a new line · {files}',
  'composer.fileLimit': 'Files up to {limit}',
  'composer.file.tooLarge': '"{name}" is larger than {limit}, the most one message can carry.',
  'composer.file.unreadable': '"{name}" couldn\'t be read.',
  'composer.file.pastedImage': 'Pasted image',
  'attachment.loading': 'Loading image…',
  'attachment.failed': "This image couldn't be loaded.",
  'attachment.failedBecause': "This image couldn't be loaded. {reason}",
  'attachment.retry': 'Retry',
  'attachment.retryLabel': 'Retry loading {name}',
  'attachment.saveShort': 'Save',
  'attachment.save': 'Save {name}',

  'history.opening': 'Opening your history…',
  'history.toolbar': 'Filter history',
  'history.toolbar.search': 'Search history',
  'history.toolbar.search.placeholder': 'Search names and subjects',
  'history.toolbar.kind': 'Kind',
  'history.toolbar.kind.all': 'All kinds',
  'history.toolbar.kind.calls': 'Calls',
  'history.toolbar.kind.chats': 'Chats',
  'history.toolbar.kind.emails': 'E-mails',
  'history.toolbar.kind.sms': 'SMS',
  'history.toolbar.from': 'From',
  'history.toolbar.until': 'Until',
  'history.toolbar.mru': 'Most recent contacts',
  'history.toolbar.missed': 'Missed calls',
  'history.details': 'Details',
  'history.details.empty': 'Select an entry to see its details.',
  'history.list': 'Communications',
  'history.list.readingCache': 'Reading the cache…',
  'history.list.searching': 'Searching…',
  'history.list.failed': '{reason} Older entries will load when the server can be reached.',
  'history.list.loadingOlder': 'Loading older entries…',
  'history.list.nothing': 'Nothing here.',
  'history.list.beginning': 'That is the beginning of your history.',
  'history.list.noMatches': 'No matches.',
  'history.list.shown': '{count, plural, one {# shown} other {# shown}}',
  'history.kind.incoming': 'Incoming call',
  'history.kind.outgoing': 'Outgoing call',
  'history.kind.missed': 'Missed call',
  'history.kind.chat': 'Chat',
  'history.kind.email': 'E-mail',
  'history.kind.sms': 'SMS',
  'history.kind.other': 'Communication',
  'history.row.duration': 'Duration {duration}',
  'history.row.recorded': 'Recorded',
  'history.row.rated': 'Rated {stars} of 5 stars',
  'history.unknown': 'Unknown',
  'history.transcription.done': 'Transcribed',
  'history.transcription.done.detail': 'Done',
  'history.transcription.inprogress': 'Transcribing',
  'history.transcription.inprogress.detail': 'In progress',
  'history.transcription.pending': 'Transcription pending',
  'history.transcription.pending.detail': 'Pending',
  'history.transcription.failed': 'Transcription failed',
  'history.transcription.failed.detail': 'Failed',
  'history.transcription.other': 'Transcription {status}',
  'history.sync': 'History sync',
  'history.sync.offline': 'Offline — showing what is on this computer',
  'history.sync.offline.updated': 'Offline — showing what is on this computer · Updated {time}',
  'history.sync.downloading': 'Downloading your history…',
  'history.sync.failed': 'History could not be updated. It will try again.',
  'history.sync.upToDate': 'Up to date · Checks for changes every {seconds} s',
  'history.sync.upToDate.updated':
    'Up to date · Checks for changes every {seconds} s · Updated {time}',
  'history.fill.mru':
    'Your most recent contacts could not be asked from the server: {reason} Showing what is on this computer.',
  'history.fill.search':
    'More matches could not be asked from the server: {reason} Showing what is on this computer.',
  'history.fill.missed':
    'Missed calls could not be asked from the server: {reason} Showing what is on this computer.',

  'rate.title': 'Rate this call',
  'rate.callName':
    '{kind, select, outgoing {Outgoing call} missed {Missed call} other {Incoming call}} with {name} · {date}',
  'rate.quality': 'Call quality',
  'rate.stars': '{count, plural, one {# star} other {# stars}}',
  'rate.problems': 'Problems',
  'rate.problem.badAudio': 'Bad audio',
  'rate.problem.onewayAudio': 'One-way audio',
  'rate.problem.unstable': 'Unstable connection',
  'rate.comment': 'Comment',
  'rate.comment.placeholder': 'What happened? (optional)',
  'rate.chooseStars': 'Choose from 1 to 5 stars first.',
  'rate.saveFailed': 'Your rating could not be saved. Please try again.',
  'rate.saving': 'Saving…',
  'rate.send': 'Send rating',
  'reviewPrompt.label': 'Rate your last call',
  'reviewPrompt.title': 'How was your call?',
  'reviewPrompt.titleWith': 'How was your call with {name}?',
  'reviewPrompt.talkTime': 'Talk time {duration}',
  'reviewPrompt.notNow': 'Not now',

  'data.upgrading':
    'Updating your saved history for this version of Switchboard. This happens once and can take a minute for a long history.',
  'data.syncFailed': 'Switchboard could not update your history. It will try again.',
  'cache.history.quota':
    'There is no room left on this computer for the local copy of your history. Free some disk space, or clear the cache and download it again.',
  'cache.history.version':
    'The local copy of your history was written by a newer version of Switchboard. Clear the cache to download it again.',
  'cache.history.corrupt':
    'The local copy of your history is damaged. Clear the cache to download it again.',
  'cache.history.unavailable':
    'Switchboard cannot use its local storage right now, so your history is not available offline. Reload the window to try again.',
  'cache.blocked':
    'Another Switchboard window is still using an older version of the local data. Close the other windows to continue.',
  'cache.outbox.quota':
    'There is no room left on this computer to keep your unsent messages. Free some disk space and try again.',
  'cache.outbox.version':
    'Your unsent messages were stored by a newer version of Switchboard and cannot be read by this one.',
  'cache.outbox.corrupt': 'Some of your unsent messages could not be read back from this computer.',
  'cache.outbox.unavailable':
    'Switchboard cannot use its local storage right now, so unsent messages cannot be kept. Reload the window to try again.',
  'cache.directory.quota':
    'There is no room left on this computer for the local copy of your colleagues and favorites. Free some disk space, or clear the cache and download it again.',
  'cache.directory.version':
    'The local copy of your colleagues and favorites was written by a newer version of Switchboard. Clear the cache to download it again.',
  'cache.directory.corrupt':
    'The local copy of your colleagues and favorites is damaged. Clear the cache to download it again.',
  'cache.directory.unavailable':
    'Switchboard cannot use its local storage right now, so your colleagues and favorites are not available offline. Reload the window to try again.',
  'outbox.uncertainMessage':
    'This message may not have been delivered. Switchboard is checking and will send it again only if it did not arrive.',
  'outbox.uncertainReview':
    'Switchboard could not confirm that your rating arrived. Send it again, or discard it.',

  // What a failed call says (interface section 7), in main and in the bridge.
  'error.generic': 'Something went wrong. Please try again.',
  'error.internal': 'Something went wrong in Switchboard. Please try again.',
  'error.invalidRequest': 'Switchboard could not carry out this request. Please try again.',
  'error.forbidden': 'This request was refused.',
  'error.disconnected': 'The connection to Switchboard was lost. Reload the window to reconnect.',
  'error.illFormedText':
    'This was not sent: the text holds a broken character (half of a character pair, as a bad copy and paste can leave). Remove it and try again.',
  'error.linkRefused': 'Switchboard only opens https, e-mail and phone links.',
  'error.file.tooLarge': 'This file is larger than {limit}, more than Switchboard fetches.',
  'error.file.unreadable': "The server sent this file in a form Switchboard can't read.",
  'error.file.notAnImage': "This file isn't an image Switchboard can show. Save it to open it.",
  'error.file.gone': 'This file is no longer on the server.',
  'error.file.notHandedOver':
    "The server couldn't hand over this file. It may be too large to fetch.",
  'error.sessionEnded': 'Your session has ended. Please sign in again.',
  'error.busy': 'The server is busy. Please wait a moment and try again.',
  'error.serverProblem': 'The server ran into a problem. Please try again later.',
  'error.notAllowed': "You don't have permission to do this.",
  'error.unreadableChanges':
    "The server didn't accept these changes. Check the values and try again.",
  'error.kind.network': "Switchboard can't reach the server. Check your connection.",
  'error.kind.timeout': 'The server took too long to answer. Please try again.',
  'error.kind.aborted': 'The request was cancelled.',
  'error.kind.malformed':
    "The server sent an answer Switchboard doesn't understand. Please try again later.",
  'error.code.10002': 'Enter your user name.',
  'error.code.10003': 'Enter your password.',
  'error.code.10004': 'Wrong user name or password.',
  'error.code.10005':
    'This device is still signed in elsewhere. Close other Switchboard windows or try again later.',
  'error.code.10006': 'This account is disabled. Contact your administrator.',
  'error.code.10007': 'Your password has expired. Set a new one, then sign in again.',
  'error.code.10011':
    "Switchboard couldn't sign in because of a problem in the app. Please try again.",
  'error.code.10013': 'Enter the verification code that was sent to your e-mail address.',
  'error.code.10060':
    "This server doesn't host several tenants, so there are no tenants to manage.",
  'error.code.10063': 'Tenants can only be changed while signed in to the master tenant.',
  'error.code.10066': 'This chat is closed.',
  'error.code.10100': 'This item no longer exists. Refresh and try again.',
  'error.code.10104': "Attachments can't be sent in an external chat.",
  'error.code.10165': "This tenant is a template for new tenants and can't be changed.",
  'error.code.10166':
    'This tenant is running: stop it in the phone system’s management console first, then change its database name.',
  'error.code.10200': "The request was incomplete, so the server couldn't carry it out.",
  'error.code.10202': "The server couldn't read the request. Check the values and try again.",
  'error.code.10203': 'Type a message or attach a file before sending.',
  'error.code.10204': 'Type a message before sending.',
  'error.login.noContents': 'Enter your user name and password.',
  'error.login.undecodable': "The server couldn't read the sign-in details. Please try again.",
  'error.code.10206':
    "This user name and e-mail address don't belong to the same account. Check both.",
  'error.code.10207': "The server couldn't send the code. Please try again in a moment.",
  'error.requestMfa.noEmail': 'Enter your e-mail address.',
  'error.chat.gone': 'This chat no longer exists.',
  'error.send.invalid':
    "This message couldn't be sent: it is empty or its attachment couldn't be read.",
  'error.reply.originalGone': 'The message you are replying to no longer exists.',
  'error.startChat.notFound': "This person can't receive chat messages.",
  'error.startChat.undecodable': "This message couldn't be read by the server. Please try again.",
  'error.external.lineGone': 'That phone line no longer exists.',
  'error.review.callGone': "That call can't be found any more.",
  'error.tenants.notAllowed': 'Only the master tenant administrator can manage tenants.',
  'error.tenant.gone': 'That tenant no longer exists.',
  'error.backups.notAllowed': 'Only the master tenant administrator can see backups.',
  'error.status.400': "The server couldn't accept this request. Check the values and try again.",
  'error.status.404': "This item couldn't be found. It may have been removed.",
  'error.status.405': "This server doesn't support this.",
  'error.status.409': 'This was changed elsewhere. Refresh and try again.',
  'error.status.413': 'This is too large to send.',
  'error.status.502': 'The server is temporarily unavailable. Please try again shortly.',
  'error.status.504': 'The server took too long to answer. Please try again.',

  // Keys named after a section whose own messages are an area (`../areas.ts`), said outside
  // it, so here: the star beside a person in Conversations and History, and its refusals;
  // what main says about web pages and unsaved admin changes (its dialog's buttons too).
  'favorites.add': 'Add {name} to favorites',
  'favorites.remove': 'Remove {name} from favorites',
  'favorites.refused.add': "{name} couldn't be added to your favorites. {reason}",
  'favorites.refused.remove': "{name} couldn't be removed from your favorites. {reason}",
  'favorites.refused.reorder': "Your favorites couldn't be put in the new order. {reason}",
  'favorites.refused.notAvailable': "This server doesn't let Switchboard change your favorites.",
  'favorites.refused.dismiss': 'Dismiss',
  'webPages.error.notListed':
    "This web page isn't one of your company's pages any more. Refresh the list and try again.",
  'webPages.error.noView':
    "Web pages can't be shown inside Switchboard here. Open them in your browser.",
  'admin.leave.title': 'Leave without saving?',
  'admin.leave.stay': 'Stay',
  'admin.leave.discard': 'Discard changes',
  'admin.unsaved.message': 'You have changes that are not saved.',
  'admin.unsaved.detail': 'If you close Switchboard now, they are lost.',
  'admin.error.nothingToSave': 'There are no changes to save. Change a value first.',

  // Spread from files of their own; the areas loaded with their sections are in `../areas.ts`.
  ...desktopEn,
} as const;
