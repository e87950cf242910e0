/** Strings that would do harm if any of them were ever treated as markup or as a link target. */
export const hostileStrings = [
  '<script>window.__pwned = true</script>',
  '<img src=x onerror="window.__pwned = true">',
  '<a href="javascript:window.__pwned = true">click me</a>',
  'javascript:window.__pwned = true',
  '<svg onload="window.__pwned = true"></svg>',
  '<iframe srcdoc="<script>parent.__pwned = true</script>"></iframe>',
  '"><b onmouseover="window.__pwned = true">hover</b>',
  '\u202Egnp.exe\u202C and \u2066isolated\u2069 \u200Fbidi',
  '{{constructor.constructor("window.__pwned = true")()}}',
  'x'.repeat(100 * 1024),
  `${'word '.repeat(20_000)}end`,
];
