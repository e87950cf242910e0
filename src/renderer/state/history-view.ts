import { create } from 'zustand';

/**
 * What History shows: its search, kind, dates, and the "Most recent" and "Missed calls" views.
 * Kept while the user is signed in, so that leaving History and coming back finds it as it was
 * left; the shell starts it afresh for each sign-in (`resetHistoryView`).
 */
export interface HistoryView {
  query: string;
  /** An item kind (`kindFilters`), or '' for all. */
  kind: string;
  /** Local dates (YYYY-MM-DD) as the date fields hold them, or ''. */
  from: string;
  until: string;
  /** The latest entry per counterpart (4.18 `order_by=mru`). */
  mostRecent: boolean;
  /** Missed calls only (4.18 `only_missed_calls`). */
  missed: boolean;
}

const initial: HistoryView = {
  query: '',
  kind: '',
  from: '',
  until: '',
  mostRecent: false,
  missed: false,
};

export const useHistoryView = create<HistoryView>(() => initial);

export function setHistoryView(change: Partial<HistoryView>): void {
  useHistoryView.setState(change);
}

export function resetHistoryView(): void {
  useHistoryView.setState(initial, true);
}
