import { chromium } from 'playwright-core';
// @ts-expect-error
import { CHROME_ARGS } from './scripts/find-chrome.mjs';
const extra = process.argv.slice(2);
const args = CHROME_ARGS.map((a: string) => (a.startsWith('--disable-features=') && extra.length ? extra[0] : a));
for (let i = 0; i < 5; i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args });
  const page = await browser.newPage();
  await page.goto('about:blank');
  await new Promise((r) => setTimeout(r, 2000));
  await browser.close();
}
