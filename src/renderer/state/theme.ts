import { preferences, type ThemePreference } from './preferences';

const darkQuery = '(prefers-color-scheme: dark)';

/** `data-theme` is always the resolved light or dark, so the CSS states each palette once. */
function apply(preference: ThemePreference): void {
  const dark =
    preference === 'dark' || (preference === 'system' && window.matchMedia(darkQuery).matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.themePreference = preference;
}

/** The chosen theme on the document now, and again whenever the choice or the system's changes. */
export function initTheme(): void {
  apply(preferences.getState().theme);
  preferences.subscribe((now, before) => {
    if (now.theme !== before.theme) apply(now.theme);
  });
  window
    .matchMedia(darkQuery)
    .addEventListener('change', () => apply(preferences.getState().theme));
}
