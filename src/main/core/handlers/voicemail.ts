import { patch } from '../../api';
import { type FileAnswer } from '../../../shared/interface';
import {
  VOICEMAIL_AUDIO_LIMIT_BYTES,
  VOICEMAIL_AUDIO_LIMIT_LABEL,
  type voicemailCalls,
} from '../../../shared/contract/voicemail-calls';
import { t } from '../../../shared/i18n';
import { safeFileName } from '../../platform/files';
import { CoreError } from '../core-error';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';
import { cleanMimeType } from './message-files';

type VoicemailCallName = keyof typeof voicemailCalls;

/** A recording as main holds it while handing it over or saving it: never written anywhere. */
interface Recording {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/**
 * The server's answer, checked: within the limit, and an audio type (the guide's example is
 * `audio/mp3`-like; a server that sends no type or another one sent no recording we can play).
 */
export function recordingOf(oid: string, answer: FileAnswer): Recording {
  if (answer.bytes.byteLength > VOICEMAIL_AUDIO_LIMIT_BYTES) {
    throw new CoreError({
      kind: 'invalid-request',
      sentence: t('error.audio.tooLarge', { limit: VOICEMAIL_AUDIO_LIMIT_LABEL }),
      transient: false,
    });
  }
  const mimeType = cleanMimeType(answer.mimeType);
  if (!mimeType.startsWith('audio/')) {
    throw new CoreError({
      kind: 'malformed',
      sentence: t('error.audio.unreadable'),
      transient: false,
    });
  }
  const extension = mimeType.slice('audio/'.length).replace(/^x-/, '').replace(/\W.*$/, '');
  const fileName = answer.fileName === '' ? `voicemail-${oid}.${extension}` : answer.fileName;
  return { fileName: safeFileName(fileName), mimeType, bytes: answer.bytes };
}

/** Voicemail: its recording to play or save, and marking it heard (docs/decisions.md, "The phone"). */
export function voicemailHandlers({
  session,
  platform,
}: HandlerContext): Pick<Handlers, VoicemailCallName> {
  const recording = async (oid: string) =>
    recordingOf(oid, await session.withClient((client) => client.communications.audio(oid)));

  return {
    'voicemail.audio': async ({ oid }) => {
      const { mimeType, bytes } = await recording(oid);
      return { mimeType, contentsB64String: Buffer.from(bytes).toString('base64') };
    },
    'voicemail.save': async ({ oid }) => {
      const { fileName, mimeType, bytes } = await recording(oid);
      return { saved: await platform.files.save({ fileName, mimeType, bytes }) };
    },
    'voicemail.markHeard': async ({ oid }) => {
      await session.withClient((client) =>
        client.communications.update(
          oid,
          patch('communication').replace('displayed', true).replace('retrieved', true),
        ),
      );
      return undefined;
    },
  };
}
