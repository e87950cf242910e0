/**
 * Puts values into a string's `{name}` places. The admin strings are whole sentences with named
 * places (never assembled from fragments), so each converts one-to-one into a translation
 * catalogue's message.
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
