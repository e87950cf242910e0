/**
 * The one Electron mock for unit tests (vitest aliases `electron` to this file). It records what
 * the code under test asked Electron to do, so tests assert the security settings and guards
 * without the Electron binary, which cannot be downloaded on our machines.
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

type Handler = (...args: unknown[]) => unknown;

export const mockState = {
  userData: '/tmp/switchboard-electron-mock',
  storageBackend: 'gnome_libsecret' as string,
  /** What `app.getLoginItemSettings()` answers (the system's login item). */
  openAtLogin: false,
  /** macOS: whether this start was the login item's (`wasOpenedAtLogin`). */
  openedAtLogin: false,
  encryptionAvailable: true,
  /** Set to true to simulate an Electron without the async safeStorage API. */
  legacySafeStorage: false,
};

let nextId = 1;

export class MockWebFrame {
  constructor(public url: string) {}
}

export class MockWebContents extends EventEmitter {
  readonly id = nextId++;
  mainFrame = new MockWebFrame('app://switchboard/index.html');
  windowOpenHandler: Handler | undefined;
  destroyed = false;
  /** The session it was created in (a page view's partition, or the default session). */
  session: MockSession;
  url = '';
  loading = false;
  setWindowOpenHandler = vi.fn((handler: Handler) => {
    this.windowOpenHandler = handler;
  });
  send = vi.fn();
  isDestroyed = vi.fn(() => this.destroyed);
  loadURL = vi.fn((url: string) => {
    this.url = url;
    return Promise.resolve();
  });
  getURL = vi.fn(() => this.url);
  isLoading = vi.fn(() => this.loading);
  reload = vi.fn();
  close = vi.fn(() => {
    this.destroyed = true;
  });
  navigationHistory = {
    canGoBack: vi.fn(() => false),
    canGoForward: vi.fn(() => false),
    goBack: vi.fn(),
    goForward: vi.fn(),
  };

  constructor(inSession?: MockSession) {
    super();
    this.session = inSession ?? session.defaultSession;
  }
}

export class BrowserWindow extends EventEmitter {
  static instances: BrowserWindow[] = [];
  static getAllWindows = () => BrowserWindow.instances;
  readonly webContents = new MockWebContents();
  /** The views over the window's page, in the order added (integrated web pages). */
  readonly contentView = {
    children: [] as unknown[],
    addChildView: vi.fn((view: unknown) => {
      this.contentView.children = [...this.contentView.children.filter((v) => v !== view), view];
    }),
    removeChildView: vi.fn((view: unknown) => {
      this.contentView.children = this.contentView.children.filter((v) => v !== view);
    }),
  };
  loadURL = vi.fn(() => Promise.resolve());
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  isMinimized = vi.fn(() => false);
  isDestroyed = vi.fn(() => false);
  hide = vi.fn();
  setOverlayIcon = vi.fn();

  constructor(public readonly options: Record<string, unknown>) {
    super();
    BrowserWindow.instances.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
}

export type MockSession = ReturnType<typeof mockSession>;

function mockSession(partition = '') {
  return Object.assign(new EventEmitter(), {
    partition,
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    webRequest: { onHeadersReceived: vi.fn() },
  });
}

const partitions = new Map<string, MockSession>();
export const session = {
  defaultSession: mockSession(),
  /** One session per partition name, as Electron keeps them. */
  fromPartition: vi.fn((partition: string) => {
    const found = partitions.get(partition) ?? mockSession(partition);
    partitions.set(partition, found);
    app.emit('session-created', found);
    return found;
  }),
};

/** A page's view: its web contents live in the session its preferences name. */
export class WebContentsView extends EventEmitter {
  static instances: WebContentsView[] = [];
  readonly webContents: MockWebContents;
  setBounds = vi.fn();

  constructor(public readonly options: { webPreferences?: Record<string, unknown> }) {
    super();
    const inSession = options.webPreferences?.session as MockSession | undefined;
    this.webContents = new MockWebContents(inSession);
    WebContentsView.instances.push(this);
    app.emit('web-contents-created', {}, this.webContents);
  }
}

/** The schemes this app is the system's default for (`setAsDefaultProtocolClient`). */
export const defaultSchemes = new Set<string>();

export const app = Object.assign(new EventEmitter(), {
  enableSandbox: vi.fn(),
  whenReady: vi.fn(() => Promise.resolve()),
  isReady: vi.fn(() => true),
  getPath: vi.fn(() => mockState.userData),
  getVersion: vi.fn(() => '0.0.0-test'),
  getLocale: vi.fn(() => 'en-US'),
  getAppPath: vi.fn(() => process.cwd()),
  isPackaged: false,
  requestSingleInstanceLock: vi.fn(() => true),
  setAppUserModelId: vi.fn(),
  setBadgeCount: vi.fn(() => true),
  getLoginItemSettings: vi.fn((_options?: { args?: string[] }) => ({
    openAtLogin: mockState.openAtLogin,
    wasOpenedAtLogin: mockState.openedAtLogin,
  })),
  setLoginItemSettings: vi.fn((settings: { openAtLogin?: boolean }) => {
    mockState.openAtLogin = settings.openAtLogin ?? false;
  }),
  isDefaultProtocolClient: vi.fn((scheme: string): boolean => defaultSchemes.has(scheme)),
  setAsDefaultProtocolClient: vi.fn((scheme: string): boolean => {
    defaultSchemes.add(scheme);
    return true;
  }),
  removeAsDefaultProtocolClient: vi.fn((scheme: string): boolean => defaultSchemes.delete(scheme)),
  dock: { setMenu: vi.fn() },
  quit: vi.fn(),
  exit: vi.fn(),
});

const ipcHandlers = new Map<string, Handler>();
export const ipcMain = {
  handlers: ipcHandlers,
  handle: vi.fn((channel: string, handler: Handler) => {
    if (ipcHandlers.has(channel)) throw new Error(`second handler for ${channel}`);
    ipcHandlers.set(channel, handler);
  }),
  removeHandler: vi.fn((channel: string) => ipcHandlers.delete(channel)),
};

export const ipcRenderer = Object.assign(new EventEmitter(), {
  invoke: vi.fn((_channel: string, _args: unknown): Promise<unknown> => Promise.resolve(undefined)),
});

export const exposedInMainWorld: Record<string, unknown> = {};
export const contextBridge = {
  exposeInMainWorld: vi.fn((key: string, value: unknown) => {
    exposedInMainWorld[key] = value;
  }),
};

export const protocol = {
  registerSchemesAsPrivileged: vi.fn(),
  handle: vi.fn(),
};

export const dialog = { showMessageBoxSync: vi.fn(() => 0) };

export const shell = { openExternal: vi.fn(() => Promise.resolve()) };

const prefix = 'mock-encrypted:';
const encrypt = (text: string) => Buffer.from(prefix + Buffer.from(text).toString('base64'));
const decrypt = (data: Buffer) => {
  const text = data.toString();
  if (!text.startsWith(prefix)) throw new Error('cannot decrypt');
  return Buffer.from(text.slice(prefix.length), 'base64').toString();
};

export const safeStorage = {
  getSelectedStorageBackend: vi.fn(() => mockState.storageBackend),
  isEncryptionAvailable: vi.fn(() => mockState.encryptionAvailable),
  encryptString: vi.fn(encrypt),
  decryptString: vi.fn(decrypt),
  get isAsyncEncryptionAvailable() {
    return mockState.legacySafeStorage
      ? undefined
      : () => Promise.resolve(mockState.encryptionAvailable);
  },
  get encryptStringAsync() {
    return mockState.legacySafeStorage
      ? undefined
      : (text: string) => Promise.resolve(encrypt(text));
  },
  get decryptStringAsync() {
    return mockState.legacySafeStorage
      ? undefined
      : (data: Buffer) => Promise.resolve({ result: decrypt(data), shouldReEncrypt: false });
  },
};

export const net = { fetch: vi.fn() };

/** A native notification: tests read what it was given and emit its `click`. */
export class Notification extends EventEmitter {
  static instances: Notification[] = [];
  static isSupported = vi.fn(() => true);
  show = vi.fn();
  constructor(public readonly options: Record<string, unknown>) {
    super();
    Notification.instances.push(this);
  }
}

export const nativeImage = { createFromPath: vi.fn(() => ({ isEmpty: () => false })) };

/** A built menu keeps its template, so tests read the items and click them. */
export const Menu = {
  buildFromTemplate: vi.fn((template: Record<string, unknown>[]) => ({ items: template })),
};

export class Tray extends EventEmitter {
  static instances: Tray[] = [];
  setToolTip = vi.fn();
  setContextMenu = vi.fn();
  destroy = vi.fn();

  constructor(public readonly image: unknown) {
    super();
    Tray.instances.push(this);
  }
}

/** Back to a fresh Electron between tests. */
export function resetElectronMock(): void {
  vi.clearAllMocks();
  BrowserWindow.instances = [];
  ipcHandlers.clear();
  app.removeAllListeners();
  ipcRenderer.removeAllListeners();
  for (const key of Object.keys(exposedInMainWorld)) delete exposedInMainWorld[key];
  session.defaultSession = mockSession();
  partitions.clear();
  WebContentsView.instances = [];
  Tray.instances = [];
  Notification.instances = [];
  mockState.openAtLogin = false;
  mockState.openedAtLogin = false;
  defaultSchemes.clear();
  mockState.storageBackend = 'gnome_libsecret';
  mockState.encryptionAvailable = true;
  mockState.legacySafeStorage = false;
}
