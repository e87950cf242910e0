import { describe, expect, it } from 'vitest';
import { readNotification, subscribedTypes } from '../../../src/main/live/notifications';

/**
 * ChatHasBeenReadEvent / ChatHasBeenDeliveredEvent as main reads them: the guide's event names
 * its session by name only, so it is the envelope's oid, a `sessionOid`, or the one watched
 * session of that name; anything else is counted, not guessed.
 */
const watched = new Map([
  ['400', 'Chat Ann <-> Bob'],
  ['401', 'Chat Ann <-> Carol'],
]);
const read = (notification: unknown, oid?: string) =>
  readNotification(
    { notificationType: 'chatHasBeenReadEvent', notification, ...(oid && { oid }) },
    { typingWatched: new Set(), receiptsWatched: watched },
  );

describe('receipt notifications', () => {
  it("find their session by the guide's name, a sessionOid or the envelope's oid", () => {
    const date = '2026-11-22 09:00:00';
    expect(read({ sessionName: 'Chat Ann <-> Carol', date })).toEqual({
      notification: { kind: 'chatRead', session: '401', date },
    });
    expect(read({ sessionName: 'renamed', sessionOid: '400', date })).toEqual({
      notification: { kind: 'chatRead', session: '400', date },
    });
    expect(read({ date }, '400')).toEqual({
      notification: { kind: 'chatRead', session: '400', date },
    });
    const delivered = readNotification(
      {
        notificationType: 'chatHasBeenDeliveredEvent',
        notification: { sessionName: 'Chat Ann <-> Bob', date },
      },
      { typingWatched: new Set(), receiptsWatched: watched },
    );
    expect(delivered).toEqual({ notification: { kind: 'chatDelivered', session: '400', date } });
  });

  it('drop one of a session not watched; read a date of another shape as missing', () => {
    expect(read({ sessionName: 'Chat Ann <-> Dan', date: '2026-11-22 09:00:00' })).toEqual({
      dropped: 'its chat session is not known',
    });
    expect(read({ sessionName: 'Chat Ann <-> Bob', date: 'yesterday' })).toEqual({
      notification: { kind: 'chatRead', session: '400' },
    });
  });

  it('are subscribed per session, never on every connection', () => {
    expect(subscribedTypes).not.toContain('chatHasBeenReadEvent');
    expect(subscribedTypes).not.toContain('chatHasBeenDeliveredEvent');
    expect(subscribedTypes).toContain('newChatEvent');
  });
});
