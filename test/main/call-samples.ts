import { toMe } from '../../src/main/core/handlers/me';
import {
  callNames,
  toLogRow,
  type CallArgs,
  type CallName,
  type CallResult,
  type SessionUser,
} from '../../src/shared/contract';
import * as f from '../api/fixtures';

/**
 * One valid argument and one valid result for every contract call, for tests that send each
 * call across the bridge. The type asks for every call name, so a new call does not compile
 * until it has its sample here; `samplesFor` checks the same at run time.
 */
type CallSamples = { readonly [K in CallName]: { args: CallArgs<K>; result: CallResult<K> } };

const user: SessionUser = {
  userName: 'alice',
  displayName: 'Alice',
  role: 'user',
  serverUrl: 'https://pbx.example',
  serverLabel: 'pbx.example',
  tenant: 'master',
  demo: false,
  remembered: true,
};
const signedIn = { status: 'signed-in', user } as const;
const online = { status: 'online', since: '2024-05-01T10:00:00.000Z' } as const;
const file = {
  originalLocation: 'notes.txt',
  commonName: 'notes.txt',
  mimeType: 'text/plain',
  contentsB64String: 'aGVsbG8=',
};
const review = {
  userReportedBadAudio: true,
  userReportedOnewayAudio: false,
  userReportedUnstableConnection: false,
  userAudioQualityRating: 4,
  userAudioQualityReview: 'Some echo',
};

const desktopState = {
  features: { badge: true, tray: true, loginItem: true },
  keepInTray: true,
  openAtLogin: false,
  mutedUntil: '2024-05-01T11:00:00.000Z',
};

export const callSamples: CallSamples = {
  'app.info': {
    args: undefined,
    result: { host: 'browser', version: '1.2.3', platform: 'linux' },
  },
  'app.language': { args: { pageLocales: ['nl-NL', 'en'] }, result: { language: 'nl' } },
  'app.setLanguage': { args: { language: 'nl' }, result: undefined },
  'session.get': { args: undefined, result: signedIn },
  'session.signIn': {
    args: { serverUrl: 'https://pbx.example', userName: 'alice', password: 'pw', remember: true },
    result: signedIn,
  },
  'session.startDemo': { args: undefined, result: { ...signedIn, user: { ...user, demo: true } } },
  'session.resume': {
    args: undefined,
    result: { status: 'restoring', serverUrl: user.serverUrl, userName: user.userName },
  },
  'session.signOut': {
    args: undefined,
    result: { status: 'signed-out', serverUrl: 'https://pbx.example', canResume: false },
  },
  'session.rememberSupport': {
    args: undefined,
    result: { available: false, sentence: 'No keyring here.' },
  },
  'me.info': { args: undefined, result: toMe(f.meInfo) },
  'connectivity.get': { args: undefined, result: online },
  'connectivity.check': {
    args: undefined,
    result: { status: 'offline', sentence: 'Offline.', since: online.since },
  },
  'links.open': { args: { url: 'https://pbx.example/help' }, result: undefined },
  'desktop.get': { args: undefined, result: desktopState },
  'desktop.setUnread': { args: { count: 3 }, result: undefined },
  'desktop.setKeepInTray': { args: { on: false }, result: { ...desktopState, keepInTray: false } },
  'desktop.setOpenAtLogin': { args: { on: true }, result: { ...desktopState, openAtLogin: true } },
  'history.search': {
    args: { limit: 2, include: 'all', name: 'ali', readAhead: true },
    result: {
      rows: [toLogRow(f.communicationFull, true), toLogRow(f.communication('499'), false)],
      previousId: '499',
      serverDate: Date.UTC(2024, 4, 1),
    },
  },
  'history.review': { args: { id: '500', review }, result: undefined },
  'chat.send': {
    args: { session: '400', text: 'hello', clientId: 'c-1', attachment: file },
    result: f.chatMessage,
  },
  'chat.reply': {
    args: { session: '400', messageOid: '200', text: 'yes', clientId: 'c-2' },
    result: {
      ...f.chatMessage,
      oid: '201',
      original: { oid: '200', objectType: 'XCCUserChat', participants: [] },
    },
  },
  'chat.messages': {
    args: { session: '400', before: '300', limit: 50 },
    result: { items: [f.chatMessage], previousId: '200' },
  },
  'chat.startWith': { args: { addressable: '101', text: 'hi' }, result: f.chatMessage },
  'chat.session': {
    args: { session: '400' },
    result: {
      disabled: true,
      sessionType: 'user',
      participants: [{ oid: '101', commonName: 'Bob', objectType: 'Person' }],
    },
  },
  'chat.people': {
    args: undefined,
    result: [{ addressable: '101', name: 'Bob', userName: 'bob' }],
  },
  'chat.phoneLines': {
    args: undefined,
    result: [{ oid: '800', commonName: 'Sales', number: '+31 20 123 4567' }],
  },
  'chat.createExternal': { args: { phoneLine: '800', clientId: 'c-3' }, result: f.chatSession },
  'chat.attachment': {
    args: { oid: '250', session: '400', message: '401' },
    result: { mimeType: 'image/png', contentsB64String: 'aGk=' },
  },
  'chat.saveAttachment': { args: { file }, result: { saved: true } },
  'chat.notify': { args: { title: 'Bob', body: 'hello' }, result: { clicked: false } },
  'people.page': {
    args: { after: '110', limit: 500, where: { userName: 'bob' } },
    result: {
      items: [
        {
          oid: '111',
          person: '101',
          name: 'Bob',
          userName: 'bob',
          extension: '104',
          number: '+31 20 555 0104',
          doNotDisturb: true,
          redirection: { active: true, to: '+31 6 2000 0104' },
          registered: false,
        },
      ],
      nextId: '111',
    },
  },
  'people.presence': {
    args: { limit: 500 },
    result: {
      available: true,
      items: [{ person: '101', status: 'at_appointment', message: 'Back at 3', location: 'Delft' }],
      nextId: '1556616',
    },
  },
  'people.chatSession': { args: { person: '101' }, result: { session: '400', disabled: false } },
  'favorites.get': {
    args: undefined,
    result: {
      available: true,
      items: [
        {
          item: '781',
          orderNumber: 1,
          referable: { oid: '101', name: 'Bob', objectType: 'Person' },
        },
      ],
    },
  },
  'favorites.update': {
    args: {
      changes: [
        { op: 'add', referable: '102', orderNumber: 2 },
        { op: 'order', item: '781', orderNumber: 3 },
        { op: 'remove', item: '782' },
      ],
    },
    result: undefined,
  },
  'webpages.list': {
    args: undefined,
    result: { items: [{ name: 'Intranet', url: 'https://intranet.example/' }] },
  },
  'webpages.probe': {
    args: { url: 'https://intranet.example/' },
    result: { outcome: 'http-error', status: 503 },
  },
  'webpages.show': {
    args: { url: 'https://intranet.example/', bounds: { x: 220, y: 120, width: 900, height: 600 } },
    result: { embedded: true },
  },
  'webpages.hide': { args: undefined, result: undefined },
  'webpages.go': { args: { url: 'https://intranet.example/', action: 'back' }, result: undefined },
  'webpages.openInBrowser': { args: { url: 'https://intranet.example/news' }, result: undefined },
  'webpages.answerPermission': { args: { id: 'q-1', allow: true }, result: undefined },
};

/** The samples, after checking there is one for every call of the contract and no other. */
export function samplesFor(): [CallName, { args: unknown; result: unknown }][] {
  const named = Object.keys(callSamples).sort();
  const missing = callNames.filter((name) => !named.includes(name));
  const extra = named.filter((name) => !(callNames as string[]).includes(name));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `call samples out of step with the contract: missing ${missing.join(', ') || 'none'}, unknown ${extra.join(', ') || 'none'}`,
    );
  }
  return callNames.map((name) => [name, callSamples[name]]);
}
