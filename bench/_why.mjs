import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv[2].split(',')) {
  const { lhr } = await lighthouse(`http://127.0.0.1:3456${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
  const bad = Object.values(lhr.audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'manual');
  console.log(path, Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round(c.score * 100)])));
  for (const a of bad) console.log('  ', a.id, a.score, a.displayValue ?? '', JSON.stringify(a.details?.items?.slice(0, 2) ?? '').slice(0, 300));
}
await chrome.kill();
