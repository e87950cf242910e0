import { z } from 'zod';
import { oidSchema } from '../interface';

/**
 * Voicemail (`voicemail.*`): a voicemail's audio to play, saving it to a file, marking it heard.
 * The voicemails themselves are items of the communication log, which the renderer reads from
 * its cache like History does. Spread into `userContract` in `user-contract.ts`.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/**
 * The largest recording main hands over: the platform's own limit for binaries (guide:
 * model.html; it refuses larger ones with 500/11000). Minutes of speech, even as WAV.
 */
export const VOICEMAIL_AUDIO_LIMIT_BYTES = 10 * 1024 * 1024;
export const VOICEMAIL_AUDIO_LIMIT_LABEL = '10 MB';

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A voicemail's item: the CallLog's oid (only digits, so it is one path segment). */
const voicemailArgs = z.object({ oid: oidSchema });

/**
 * A recording for the page's player: an audio type (`audio/<subtype>`, no parameters), and the
 * bytes as base64 of at most the limit. The page plays it from a blob: URL.
 */
export const voicemailAudioSchema = z.object({
  mimeType: z
    .string()
    .max(100)
    .regex(/^audio\/[a-z0-9][\w.+-]*$/, 'an audio type'),
  contentsB64String: z
    .string()
    .max(Math.ceil(VOICEMAIL_AUDIO_LIMIT_BYTES / 3) * 4)
    .refine((s) => s.length % 4 === 0 && base64.test(s), 'the recording is not base64'),
});
export type VoicemailAudio = z.infer<typeof voicemailAudioSchema>;

export const voicemailCalls = {
  /**
   * The recording (guide: communications_audio_get.html), checked by main: an audio type,
   * within the limit. Refused with a sentence when it is gone or too large.
   */
  'voicemail.audio': call(voicemailArgs, voicemailAudioSchema),
  /**
   * Saves the recording through main, as a chat file is saved: a save dialog (Electron) or a
   * download the page makes (browser host). `saved` is false when the user cancelled.
   */
  'voicemail.save': call(voicemailArgs, z.object({ saved: z.boolean() })),
  /**
   * Marks it heard on the server (guide: communications_update.html): `displayed` and
   * `retrieved` replaced with true. Nothing is answered; the log's next read carries it.
   */
  'voicemail.markHeard': call(voicemailArgs, z.undefined()),
} as const;
