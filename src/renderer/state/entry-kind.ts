import { type MessageKey } from '../../shared/i18n';
import { type CachedCommunication } from '../cache';

/** What the list shows as the kind of an entry. */
export type EntryKind = 'incoming' | 'outgoing' | 'missed' | 'chat' | 'email' | 'sms' | 'other';

export const kindLabels: Record<EntryKind, MessageKey> = {
  incoming: 'history.kind.incoming',
  outgoing: 'history.kind.outgoing',
  missed: 'history.kind.missed',
  chat: 'history.kind.chat',
  email: 'history.kind.email',
  sms: 'history.kind.sms',
  other: 'history.kind.other',
};

/** A call nobody answered: incoming, no answer time and no talk time. */
export function entryKind(entry: CachedCommunication): EntryKind {
  switch (entry.kind) {
    case 'CallLog': {
      const full = entry.full;
      if (!full) return 'incoming';
      if (!full.incoming) return 'outgoing';
      const answered = (full.callAnswerTimeSec ?? 0) > 0 || full.durationSec > 0;
      return answered ? 'incoming' : 'missed';
    }
    case 'XCCUserChat':
      return 'chat';
    case 'XCCMessage':
      return 'email';
    case 'SMSMessage':
      return 'sms';
    default:
      return 'other';
  }
}
