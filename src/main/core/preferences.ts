import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { ringFirstSchema, updateChannelSchema } from '../../shared/contract';
import { languageSchema } from '../../shared/i18n';
import { readOptionalFile, writePrivateFile } from './private-file';

/**
 * Non-secret settings main keeps per profile: the device id behind the login `userSpace`, and
 * the last server and user name to prefill the sign-in form, and the language the user chose
 * in Settings (absent: the system's), and whether closing the window keeps the app in the tray.
 * Never a token or a password.
 */
const preferencesSchema = z.object({
  deviceId: z.string().min(8),
  lastServerUrl: z.string().optional(),
  lastUserName: z.string().optional(),
  language: languageSchema.optional(),
  /** Closing the window leaves the app in the tray (absent: on, where there is a tray). */
  keepInTray: z.boolean().optional(),
  /**
   * Which phone rings first when the user places a call (Settings → Calls), per account
   * (`accountKey` of `phone-service.ts`), so that another user of this computer never has their
   * calls start on someone else's mobile. Absent: the user's own line.
   */
  ringFirst: z.record(z.string(), ringFirstSchema).optional(),
  /** Which releases this copy follows (About & updates; absent: stable). */
  updateChannel: updateChannelSchema.optional(),
  /** A company mirror of the release feed, as `updates/feed-address.ts` keeps it. */
  updateFeedUrl: z.string().optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export interface PreferencesStore {
  get(): Preferences;
  update(changes: Partial<Omit<Preferences, 'deviceId'>>): Promise<void>;
}

export async function openPreferences(profileDir: string): Promise<PreferencesStore> {
  const path = join(profileDir, 'preferences.json');
  const raw = await readOptionalFile(path);
  let current: Preferences | null = null;
  if (raw) {
    try {
      const parsed = preferencesSchema.safeParse(JSON.parse(raw.toString('utf8')));
      if (parsed.success) current = parsed.data;
    } catch {
      // A damaged file is replaced: it holds nothing that cannot be typed again.
    }
  }
  let prefs: Preferences = current ?? { deviceId: randomUUID() };
  if (!current) await writePrivateFile(path, JSON.stringify(prefs));
  return {
    get: () => prefs,
    async update(changes) {
      prefs = { ...prefs, ...changes };
      await writePrivateFile(path, JSON.stringify(prefs));
    },
  };
}

/** The login `userSpace`: fixed per device, so a second login from here replaces the first. */
export function userSpaceFor(deviceId: string): string {
  return `switchboard-${deviceId.replace(/-/g, '').slice(0, 16)}`;
}
