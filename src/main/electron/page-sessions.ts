import { type Session } from 'electron';

/**
 * The session partitions of integrated web pages. The app's own guards (`guards.ts`) keep every
 * other web contents inside the app and deny every permission; a page's view lives by the rules
 * of `web-page-views.ts` instead (its own site, frames included; a short list of permissions the
 * user may allow for the page's origin, `openExternal` never), so those guards must know to
 * leave it alone. A page's session is added before its view is created.
 */
const pageSessions = new WeakSet<Session>();

export function markPageSession(target: Session): void {
  pageSessions.add(target);
}

export function isPageSession(target: Session | undefined): boolean {
  return target !== undefined && pageSessions.has(target);
}
