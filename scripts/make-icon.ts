/**
 * Renders build/icon.svg to build/icon.png (512×512, transparent corners) with the system
 * Chromium, for electron-builder and the window icon. Run after changing the SVG:
 * `npx tsx scripts/make-icon.ts`.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const buildDir = join(__dirname, '..', 'build');

async function main(): Promise<void> {
  const svg = await readFile(join(buildDir, 'icon.svg'), 'utf8');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 512, height: 512 } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page
      .locator('svg')
      .screenshot({ path: join(buildDir, 'icon.png'), omitBackground: true });
  } finally {
    await browser.close();
  }
}

void main();
