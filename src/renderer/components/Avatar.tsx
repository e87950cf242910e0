import { type Tone } from './line-state';

/**
 * Initials of a name ("Sanne de Boer" → "SB"; "Levi Vermeulen (Oceanic)" → "LV": only words
 * that start with a letter); text from the server, shown as text.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/**
 * A person's initials with the dot of their line's state. Decorative: the state is said in
 * words next to it.
 */
export function Avatar({ name, tone, large }: { name: string; tone?: Tone; large?: boolean }) {
  return (
    <span
      className={large ? 'person-avatar person-avatar-large' : 'person-avatar'}
      aria-hidden="true"
    >
      {initialsOf(name)}
      {tone && <span className={`status-dot status-${tone}`} />}
    </span>
  );
}
