import { z } from 'zod';
import { type AttachmentContents } from '../../shared/interface';
import { fileResult, ok, type Handler } from '../context';
import { single } from '../envelope';
import { notFound, parseInput } from '../errors';
import { booleanParam } from '../query';
import { memberSession } from './chats';

const attachmentQuery = z.strictObject({
  response_type: z.enum(['json', 'stream']).optional(),
  only_thumbnail: booleanParam.optional(),
});

/**
 * Beyond the interface (guide: chats_get_attachment.html): the file of a message, in a session
 * the caller is a member of (404/10100 otherwise, as every chat read). JSON with base64 contents
 * by default, the bytes themselves with `response_type=stream`. The simulator makes no scaled
 * thumbnails: an image is its own thumbnail, and other files have none (404/10100). No stored
 * file can exceed the platform's 10 MB (the simulator takes bodies up to 8 MiB), so its
 * 500/11000 "exceeds the maximum size" never arises here.
 */
const readAttachment: Handler = (ctx) => {
  const session = memberSession(ctx, ctx.params.oid ?? '');
  const query = parseInput(attachmentQuery, ctx.query ?? {}, 'query');
  const messageOid = ctx.params.messageOid ?? '';
  const message = ctx.state.store.communications.get(messageOid);
  if (!message || message.chatSession?.oid !== session.oid) {
    throw notFound(`message ${messageOid} in chat session ${session.oid}`);
  }
  const attachment = message.attachments[0];
  const contents = attachment && ctx.state.store.attachmentContents.get(attachment.oid);
  if (!attachment || !contents) throw notFound(`an attachment of message ${messageOid}`);
  if (query.only_thumbnail && !attachment.hasThumbnail) {
    throw notFound(`a thumbnail of attachment ${attachment.oid}`);
  }
  if (query.response_type === 'stream') {
    return fileResult({
      bytes: contents,
      mimeType: attachment.mimeType,
      fileName: attachment.commonName,
    });
  }
  const object: AttachmentContents = {
    ...attachment,
    contentsB64String: contents.toString('base64'),
  };
  return ok(
    single(object, `${ctx.url.base}/chats/${session.oid}/messages/${messageOid}/attachment`),
  );
};

export const attachmentHandlers = { 'chats.attachment': readAttachment };
