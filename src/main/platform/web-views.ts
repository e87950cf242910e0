/**
 * Integrated web pages (design: "each opened in its own isolated view or in the system
 * browser"). Electron shows them in a WebContentsView in its own session partition, with no
 * preload; the browser host has no such view and opens them as external links.
 */
export interface WebViews {
  /** Whether an embedded, isolated view is available on this host. */
  embedded(): boolean;
  open(url: URL): Promise<void>;
}
