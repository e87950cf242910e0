import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { app } from 'electron';
import { type LoginItem } from '../platform/desktop';

/**
 * "Start Switchboard when I sign in to my computer". macOS and Windows keep it themselves
 * (`app.setLoginItemSettings`); on Linux Electron has no login item, so Switchboard writes the
 * desktop's autostart entry (XDG Autostart: `~/.config/autostart/switchboard.desktop`).
 */
export function createLoginItem(options: {
  platform: NodeJS.Platform;
  /** What the entry starts: the AppImage when running from one, else the executable. */
  executable: string;
  /** `$XDG_CONFIG_HOME`, when set. */
  configHome?: string | undefined;
}): LoginItem {
  if (options.platform !== 'linux') {
    return {
      get: () => Promise.resolve(app.getLoginItemSettings().openAtLogin),
      set: (openAtLogin) => {
        app.setLoginItemSettings({ openAtLogin });
        return Promise.resolve();
      },
    };
  }
  const entry = join(
    options.configHome || join(homedir(), '.config'),
    'autostart',
    'switchboard.desktop',
  );
  return {
    get: async () => {
      try {
        return (await readFile(entry, 'utf8')).includes(execLine(options.executable));
      } catch {
        return false;
      }
    },
    set: async (openAtLogin) => {
      if (!openAtLogin) return rm(entry, { force: true });
      await mkdir(dirname(entry), { recursive: true });
      await writeFile(entry, autostartEntry(options.executable), 'utf8');
    },
  };
}

/** The Exec line of the entry: the path quoted as the Desktop Entry spec asks. */
function execLine(executable: string): string {
  return `Exec="${executable.replace(/["`$\\]/g, (c) => `\\${c}`)}"`;
}

export function autostartEntry(executable: string): string {
  return [
    '[Desktop Entry]',
    'Type=Application',
    'Name=Switchboard',
    execLine(executable),
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}
