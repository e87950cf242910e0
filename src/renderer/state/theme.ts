import { create } from 'zustand';

export const themes = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themes)[number];

const storageKey = 'switchboard.theme';
const darkQuery = '(prefers-color-scheme: dark)';

function stored(): ThemePreference {
  const value = localStorage.getItem(storageKey);
  return (themes as readonly string[]).includes(value ?? '')
    ? (value as ThemePreference)
    : 'system';
}

/** `data-theme` is always the resolved light or dark, so the CSS states each palette once. */
function apply(preference: ThemePreference): void {
  const dark =
    preference === 'dark' || (preference === 'system' && window.matchMedia(darkQuery).matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dataset.themePreference = preference;
}

export const useTheme = create<{ preference: ThemePreference; set: (p: ThemePreference) => void }>(
  (set) => ({
    preference: stored(),
    set(preference) {
      localStorage.setItem(storageKey, preference);
      apply(preference);
      set({ preference });
    },
  }),
);

export function initTheme(): void {
  apply(useTheme.getState().preference);
  window
    .matchMedia(darkQuery)
    .addEventListener('change', () => apply(useTheme.getState().preference));
}
