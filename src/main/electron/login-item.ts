import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { app } from 'electron';
import { type LoginItem } from '../platform/desktop';

/**
 * What the login item passes on Windows and Linux, so that a start at sign-in can be told from
 * one by the user (macOS says so itself: `wasOpenedAtLogin`).
 */
export const AT_LOGIN_ARG = '--at-login';

/**
 * Whether this start is the system's at sign-in: the app then waits in the tray or the dock
 * instead of putting a window in front of whatever the user opens first.
 */
export function startedAtLogin(platform: NodeJS.Platform, argv: readonly string[]): boolean {
  return platform === 'darwin'
    ? app.getLoginItemSettings().wasOpenedAtLogin
    : argv.includes(AT_LOGIN_ARG);
}

/**
 * "Start Switchboard when I sign in to my computer". macOS and Windows keep it themselves
 * (`app.setLoginItemSettings`; on Windows with our argument, which `get` must name too to find
 * the same entry); on Linux Electron has no login item, so Switchboard writes the desktop's
 * autostart entry (XDG Autostart: `~/.config/autostart/switchboard.desktop`).
 */
export function createLoginItem(options: {
  platform: NodeJS.Platform;
  /** What the entry starts: the AppImage when running from one, else the executable. */
  executable: string;
  /** `$XDG_CONFIG_HOME`, when set. */
  configHome?: string | undefined;
}): LoginItem {
  if (options.platform !== 'linux') {
    const args = options.platform === 'win32' ? { args: [AT_LOGIN_ARG] } : {};
    return {
      get: () => Promise.resolve(app.getLoginItemSettings(args).openAtLogin),
      set: (openAtLogin) => {
        app.setLoginItemSettings({ openAtLogin, ...args });
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
    `${execLine(executable)} ${AT_LOGIN_ARG}`,
    'X-GNOME-Autostart-enabled=true',
    '',
  ].join('\n');
}
