import { type ChatMessage } from '../../../shared/interface';
import { type AttachmentAddress, type chatCalls } from '../../../shared/contract/chat-calls';
import { safeFileName } from '../../platform/files';
import { notSignedIn } from '../core-error';
import { type Handlers } from '../handler-registry';
import { createSentAttachments, type AccountKey, type KeptFile } from './chat-attachments';
import { type HandlerContext } from './context';
import { cleanMimeType, fromServer, previewOf, type MessageFile } from './message-files';

type ChatCallName = keyof typeof chatCalls;

/** Bytes this device holds (kept when sent, or still in the outbox), validated base64 at entry. */
function heldFile(file: KeptFile): MessageFile {
  return {
    commonName: file.commonName,
    mimeType: cleanMimeType(file.mimeType),
    bytes: Buffer.from(file.contentsB64String, 'base64'),
  };
}

/** Directory pages are asked large; a server may still answer fewer (it caps pages silently). */
const PAGE = 1000;

/** Every item of a walk, in order. */
async function collectPages<T>(walk: AsyncIterable<{ items: T[] }>): Promise<T[]> {
  const items: T[] = [];
  for await (const page of walk) items.push(...page.items);
  return items;
}

export function chatHandlers({ session, platform }: HandlerContext): Pick<Handlers, ChatCallName> {
  const sent = createSentAttachments(platform.profileDir);

  const account = (): AccountKey => {
    const state = session.current();
    if (state.status !== 'signed-in' && state.status !== 'reauth-required') throw notSignedIn();
    return { serverUrl: state.user.serverUrl, userName: state.user.userName };
  };

  /**
   * A message's file: the bytes kept of one this device sent, else the server's. What the server
   * sends is held only for the call that asked for it: nothing is cached.
   */
  const messageFile = async (address: AttachmentAddress): Promise<MessageFile> => {
    const kept = await sent.read(account(), address.oid);
    if (kept) return heldFile(kept);
    const answer = await session.withClient((client) =>
      client.chats.attachment(address.session, address.message),
    );
    return fromServer(address, answer);
  };

  const save = async (file: MessageFile) => {
    const saved = await platform.files.save({
      fileName: safeFileName(file.commonName),
      mimeType: file.mimeType,
      bytes: file.bytes,
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
    'chat.attachment': async (address) => previewOf(await messageFile(address)),
    'chat.saveAttachment': async (args) =>
      save('file' in args ? heldFile(args.file) : await messageFile(args)),
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
