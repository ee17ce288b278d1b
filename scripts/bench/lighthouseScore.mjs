// One Lighthouse mobile performance score of one URL, printed as a number on stdout.
// Plain Node on purpose: Lighthouse sends functions to the page as source text, and tsx's
// transform wraps functions in a `__name` helper that does not exist in the page.
//
//   node scripts/bench/lighthouseScore.mjs http://127.0.0.1:3000/prompt/42
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/bench/lighthouseScore.mjs URL');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const score = result?.lhr.categories.performance?.score;
  if (typeof score !== 'number')
    throw new Error(`no performance score for ${url}: ${result?.lhr.runtimeError?.message ?? 'unknown error'}`);
  console.log(Math.round(score * 100));
} finally {
  chrome.kill();
}
