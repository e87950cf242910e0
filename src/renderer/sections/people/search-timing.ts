/**
 * Performance marks of People's search, read by the benchmark (`npm run bench:people`): from the
 * keystroke to the list that shows its results, as the user sees it.
 */
export const SEARCH_MARK = 'people-search-input';
export const SEARCH_MEASURE = 'people-search';

export function markSearchInput(): void {
  performance.clearMarks(SEARCH_MARK);
  performance.mark(SEARCH_MARK);
}

/** After the results are committed to the screen: one measure per keystroke. */
export function measureSearchShown(): void {
  if (performance.getEntriesByName(SEARCH_MARK, 'mark').length === 0) return;
  performance.measure(SEARCH_MEASURE, SEARCH_MARK);
  performance.clearMarks(SEARCH_MARK);
}
