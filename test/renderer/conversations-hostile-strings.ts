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

/**
 * Messages whose links would show one address and open another if invisible characters shaped
 * them: a right-to-left override before a reversed address (it reads as good-bank.com), controls
 * and zero-width characters inside one.
 */
export const spoofedLinks = [
  'see \u202Ehttps://evil.example/#ftp.tnemetats/moc.knab-doog//:sptth',
  'https://good-bank.com\u202E/moc.elpmaxe.live and more',
  'https://good-bank.com\u200B.evil.example/login',
  'www.good-bank.com\u2067\u2069.evil.example',
  'https://evil.example/\u2066\u200Ftext\u2069 \u061C mailto:a@b.c\uFEFFd',
];
