import { type Current } from '../../../shared/admin';
import {
  VOICEMAIL_AUDIO_LIMIT_BYTES,
  VOICEMAIL_AUDIO_LIMIT_LABEL,
  type VoicemailAudio,
} from '../../../shared/contract/voicemail-calls';
import { t } from '../../../shared/i18n';
import { type ApiClient } from '../../api';
import { CoreError } from '../core-error';
import { cleanMimeType } from '../handlers/message-files';
import { readCurrent } from './resource-access';

const maxEncodedLength = Math.ceil(VOICEMAIL_AUDIO_LIMIT_BYTES / 3) * 4;
const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

const unreadable = () =>
  new CoreError({ kind: 'malformed', sentence: t('error.audio.unreadable'), transient: false });

/**
 * An audio file's sound for the page's player: 4.12 names its attachment, and the guide's
 * attachments_get.html (administrators) serves it with base64 contents. Checked as a voicemail
 * is: an audio type, at most the platform's 10 MB, real base64 (before anything is decoded). A
 * server that does not serve attachments (404/405) answers `available: false`.
 */
export function audioFileSound(client: ApiClient, oid: string): Promise<Current<VoicemailAudio>> {
  return readCurrent(client, async (c) => {
    const file = await c.audioFiles.get(oid);
    const answer = await c.audioFiles.sound(file.audioFile.oid);
    const encoded = answer.contentsB64String;
    if (encoded.length > maxEncodedLength) {
      throw new CoreError({
        kind: 'invalid-request',
        sentence: t('error.audio.tooLarge', { limit: VOICEMAIL_AUDIO_LIMIT_LABEL }),
        transient: false,
      });
    }
    if (encoded.length % 4 !== 0 || !base64.test(encoded)) throw unreadable();
    const mimeType = cleanMimeType(answer.mimeType || (file.audioFile.mimeType ?? ''));
    if (!mimeType.startsWith('audio/')) throw unreadable();
    return { mimeType, contentsB64String: encoded };
  });
}
