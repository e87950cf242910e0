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
      const text = autostartEntry(options.executable); // throws for a path it cannot hold
      await mkdir(dirname(entry), { recursive: true });
      await writeFile(entry, text, 'utf8');
    },
  };
}

/** C0 and C1 control characters and DEL: a desktop entry's string value may hold none of them. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * One argument of an Exec key, escaped as the Desktop Entry spec asks, in its two layers: the
 * argument is quoted (`"`, `` ` ``, `$` and `\` get a backslash inside the quotes) and a literal
 * `%` is doubled (`%%`, not a field code); then the value as a whole gets the general string
 * escape (`\` → `\\`). So a `$` is written `\\$` and a `\` is written `\\\\`, as the spec's own
 * examples show. A control character (a newline would start a key of its own) cannot be written
 * at all: the path is refused with an error and no file is written.
 */
function execArgument(argument: string): string {
  if (CONTROL.test(argument)) {
    throw new Error(
      `The autostart entry cannot start ${JSON.stringify(argument)}: the path has a control character.`,
    );
  }
  const quoted = `"${argument.replace(/["`$\\]/g, (c) => `\\${c}`).replace(/%/g, '%%')}"`;
  return quoted.replace(/\\/g, '\\\\');
}

/** The Exec line of the entry: the path escaped as the Desktop Entry spec asks. */
function execLine(executable: string): string {
  return `Exec=${execArgument(executable)}`;
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
