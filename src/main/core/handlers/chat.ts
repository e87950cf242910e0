import { type ChatMessage } from '../../../shared/interface';
import { type chatCalls } from '../../../shared/contract/chat-calls';
import { safeFileName } from '../../platform/files';
import { CoreError, notSignedIn } from '../core-error';
import { type Handlers } from '../handler-registry';
import { createSentAttachments, type AccountKey } from './chat-attachments';
import { createClickWaits } from './click-waits';
import { type HandlerContext } from './context';

type ChatCallName = keyof typeof chatCalls;

/** How long a native notification's click still opens its thread. */
const NOTIFICATION_CLICK_MS = 10 * 60_000;
/** How many notification calls may wait for a click at once (Electron has one window). */
const NOTIFICATIONS_WAITING = 20;

/** Directory pages are asked large; a server may still answer fewer (it caps pages silently). */
const PAGE = 1000;

/** Every item of a walk, in order. */
async function collectPages<T>(walk: AsyncIterable<{ items: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of walk) items.push(...page.items);
  return items;
}

const notKept = new CoreError({
  kind: 'invalid-request',
  sentence: "This file's contents aren't on this computer. Only files sent from here can be saved.",
  transient: false,
});

export function chatHandlers({ session, platform }: HandlerContext): Pick<Handlers, ChatCallName> {
  const sent = createSentAttachments(platform.profileDir);
  const clicks = createClickWaits({
    max: NOTIFICATIONS_WAITING,
    timeoutMs: NOTIFICATION_CLICK_MS,
  });

  const account = (): AccountKey => {
    const state = session.current();
    if (state.status !== 'signed-in' && state.status !== 'reauth-required') throw notSignedIn();
    return { serverUrl: state.user.serverUrl, userName: state.user.userName };
  };

  const save = async (file: {
    commonName: string;
    mimeType: string;
    contentsB64String: string;
  }) => {
    const saved = await platform.files.save({
      fileName: safeFileName(file.commonName),
      mimeType: file.mimeType,
      bytes: Buffer.from(file.contentsB64String, 'base64'),
    });
    return { saved };
  };

  return {
    'chat.send': async ({ session: oid, text, clientId, attachment }) => {
      const message = await session.withClient((client) =>
        client.chats.send(oid, {
          ...(text !== undefined && { text }),
          ...(clientId !== undefined && { clientId }),
          ...(attachment && { attachment }),
        }),
      );
      if (attachment) await keepSent(message, attachment);
      return message;
    },
    'chat.reply': ({ session: oid, messageOid, text, clientId }) =>
      session.withClient((client) =>
        client.chats.reply(oid, messageOid, { text, ...(clientId !== undefined && { clientId }) }),
      ),
    'chat.messages': async ({ session: oid, ...params }) => {
      const page = await session.withClient((client) => client.chats.messages(oid, params));
      return {
        items: page.items,
        ...(page.previousId !== undefined && { previousId: page.previousId }),
        ...(page.nextId !== undefined && { nextId: page.nextId }),
      };
    },
    'chat.startWith': ({ addressable, text, clientId }) =>
      session.withClient((client) =>
        client.addressables.chat(addressable, {
          text,
          ...(clientId !== undefined && { clientId }),
        }),
      ),
    'chat.session': async ({ session: oid }) => {
      const chat = await session.withClient((client) => client.chats.get(oid));
      return {
        disabled: chat.disabled === true,
        ...(chat.sessionType !== undefined && { sessionType: chat.sessionType }),
        participants: chat.participants
          .slice(0, 500)
          .map(({ oid, commonName, objectType }) => ({ oid, commonName, objectType })),
      };
    },
    'chat.people': () =>
      session.withClient(async (client) => {
        // Every page: the server caps a page below what is asked, silently.
        const [me, pages] = await Promise.all([
          client.me.info(),
          collectPages(client.users.walk({ limit: PAGE, include: ['person', 'userName'] })),
        ]);
        return pages.flatMap((user) =>
          user.person && user.person.oid !== me.person.oid
            ? [
                {
                  addressable: user.person.oid,
                  name: user.person.commonName,
                  ...(user.userName !== undefined && { userName: user.userName }),
                },
              ]
            : [],
        );
      }),
    'chat.phoneLines': () =>
      session.withClient(async (client) => {
        const lines = await collectPages(client.phoneLines.walk({ limit: PAGE }));
        return lines.map(({ oid, commonName, number }) => ({
          oid,
          commonName,
          ...(number !== undefined && { number }),
        }));
      }),
    'chat.createExternal': ({ phoneLine, clientId }) =>
      session.withClient((client) =>
        client.chats.createExternal({
          phoneLine: { oid: phoneLine },
          ...(clientId !== undefined && { clientId }),
        }),
      ),
    'chat.notify': ({ title, body }) =>
      new Promise((resolve) => {
        const { notifications } = platform;
        if (!notifications.supported()) {
          resolve({ clicked: false });
        } else if (!notifications.reportsClicks) {
          // Nothing to wait for: the page handles its own notifications' clicks.
          notifications.show({ title, body });
          resolve({ clicked: false });
        } else {
          const clicked = clicks.wait((wasClicked) => resolve({ clicked: wasClicked }));
          notifications.show({ title, body, onClick: () => clicked(true) });
        }
      }),
    'chat.attachment': ({ oid }) => sent.read(account(), oid),
    'chat.saveAttachment': async (args) => {
      if ('file' in args) return save(args.file);
      const file = await sent.read(account(), args.oid);
      if (!file) throw notKept;
      return save(file);
    },
  };

  /** The server answers with the stored attachment's oid: keep our bytes under it. */
  async function keepSent(
    message: ChatMessage,
    attachment: { commonName: string; mimeType: string; contentsB64String: string },
  ): Promise<void> {
    const stored = message.attachments?.find((a) => a.commonName === attachment.commonName);
    if (!stored) return;
    const { commonName, mimeType, contentsB64String } = attachment;
    await sent.keep(account(), stored.oid, { commonName, mimeType, contentsB64String });
  }
}
