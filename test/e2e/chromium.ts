/**
 * The Chromium the end-to-end tests drive: Debian's (scripts/install-chromium.sh), unless
 * SWITCHBOARD_CHROMIUM names another — as on GitHub's runners, where .github/workflows/ci.yml
 * installs Playwright's own build and points this variable at it.
 */
export const chromiumPath = process.env.SWITCHBOARD_CHROMIUM || '/usr/bin/chromium';
