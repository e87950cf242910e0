import { describe, expect, it } from 'vitest';
import { readNotification } from '../../../src/main/live/notifications';

/**
 * NewChatEvent's `clientId` (guide: websockets/model/NewChatEvent.html) reaches the renderer,
 * where the outbox settles a send of its own at once (`Outbox.heard`).
 */
const chatEvent = (clientId: unknown) =>
  readNotification(
    {
      notificationType: 'newChatEvent',
      notification: { sessionOid: '900', chatOid: '5001', incoming: false, clientId },
    },
    { typingWatched: new Set() },
  );

describe("a chat notification's clientId", () => {
  it('is handed on as the server sent it', () => {
    expect(chatEvent('3f2a-outbox-entry')).toEqual({
      notification: {
        kind: 'chat',
        session: '900',
        message: '5001',
        clientId: '3f2a-outbox-entry',
      },
    });
  });

  it('is left out when there is none, or none the contract takes', () => {
    for (const none of [null, '', undefined, 'x'.repeat(101)]) {
      expect(chatEvent(none)).toEqual({
        notification: { kind: 'chat', session: '900', message: '5001' },
      });
    }
  });
});
