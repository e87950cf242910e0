import { type WebViewState } from '../../shared/contract';

/** Where a page's view sits in the window, in CSS pixels. */
export interface WebViewBounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type WebViewAction = 'back' | 'forward' | 'reload';

/** A page to show: its listed address, and the storage partition that is its alone. */
export interface WebViewPage {
  url: string;
  /** A persistent session partition of this page and this account only. */
  partition: string;
}

/** What a view reports back to the core. */
export interface WebViewHooks {
  state(state: WebViewState): void;
  /** The user's answer to a page's permission request (denied unless they allow it). */
  askPermission(page: string, permission: string): Promise<boolean>;
}

/**
 * Integrated web pages (design: "each opened in its own isolated view or in the system
 * browser"). Electron shows each in a WebContentsView of its own session partition, with no
 * preload (`electron/web-page-views.ts`); the browser host has no such view (`embedded()` is
 * false) and the page frames the site itself or opens it in a new tab.
 */
export interface WebViews {
  embedded(): boolean;
  connect(hooks: WebViewHooks): void;
  /** Shows the page's view (created on first use) at `bounds`, hiding every other page's. */
  show(page: WebViewPage, bounds: WebViewBounds): void;
  hide(): void;
  go(page: string, action: WebViewAction): void;
  /** Closes every view (sign-out); their partitions stay on disk for the same account. */
  closeAll(): void;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The addresses a web page may have: https anywhere, http only on this computer (the built-in
 * demo serves its pages there), never with credentials in them. Anything else is refused.
 */
export function parseWebPageUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return url;
  return null;
}

/** The host's twin for hosts without embedded views: nothing to show, nothing to close. */
export const noWebViews: WebViews = {
  embedded: () => false,
  connect: () => undefined,
  show: () => undefined,
  hide: () => undefined,
  go: () => undefined,
  closeAll: () => undefined,
};
