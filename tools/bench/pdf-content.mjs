// What each kind of content costs Chromium to print (docs/BENCHMARKS.md,
// 'Data sheets (PDF)'): one page of one browser loads a sheet once, a
// variant edits its DOM (drops the charts, the tables, the text, …), then
// the page prints N times with the sheets' print parameters; per variant,
// the PDF's size, the wall time of Page.printToPDF (p50, fastest) and the
// CPU per print of each Chromium process kind, read from /proc around each
// print (the print compositor lives only during a print, so its share is
// mostly missed). Variants print other bytes: this measures, it prints no
// sheet.
//
//   HTML_OUT=/tmp/sheet.html tools/bench/pdf-steps.sh BINARY   # the sheet
//   node tools/bench/pdf-content.mjs /tmp/sheet.html [N] [variant ...]
//
// Needs /usr/bin/chromium and web/node_modules (playwright-core).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { chromium } = await import(path.join(here, '../../web/node_modules/playwright-core/index.mjs'));

const style = (css) => `(() => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(css)}; document.head.append(s); })()`;
const remove = (selector) => `document.querySelectorAll(${JSON.stringify(selector)}).forEach((e) => e.remove())`;
const VARIANTS = {
  base: '0',
  'no-charts': remove('svg'),
  'no-chart-text': remove('svg text'),
  'no-tables': remove('table'),
  'no-text': `(() => { const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); const all = []; while (w.nextNode()) all.push(w.currentNode); all.forEach((t) => { t.textContent = ''; }); })()`,
  'laid-out-not-painted': style('*{visibility: hidden !important}'),
  'fixed-tables': style('table{table-layout: fixed !important}'),
  'no-break-rules': style('*{break-inside: auto !important; page-break-inside: auto !important}'),
  'system-font': style('*{font-family: sans-serif !important}'),
  empty: `document.body.innerHTML = '<p>x</p>'`,
};
const PRINT = { printBackground: true, preferCSSPageSize: true, tagged: false, outline: false };

const [htmlPath, count, ...asked] = process.argv.slice(2);
if (!htmlPath) {
  console.error(`usage: pdf-content.mjs SHEET.html [N] [${Object.keys(VARIANTS).join('|')} ...]`);
  process.exit(2);
}
const html = fs.readFileSync(htmlPath, 'utf8');
const n = Number(count || 30);
const variants = asked.length ? asked : Object.keys(VARIANTS);
const profile = fs.mkdtempSync('/tmp/pdf-content-');

function processes() {
  const found = [];
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let cmd;
    try { cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { continue; }
    const compositor = cmd.includes('PrintCompositor');
    if (!cmd.includes(profile) && !compositor) continue;
    found.push([pid, compositor ? 'print compositor' : ((cmd.match(/--type=([a-z-]+)/) || [])[1] || 'browser')]);
  }
  return found;
}
function ticks() {
  const out = {};
  for (const [pid, kind] of processes()) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      out[`${kind}:${pid}`] = Number(fields[11]) + Number(fields[12]);
    } catch { /* ended */ }
  }
  return out;
}
const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--disable-gpu', '--font-render-hinting=none', '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process', '--disable-renderer-backgrounding'],
});
try {
  const page = await context.newPage();
  console.log(`| variant | PDF bytes | print wall p50 / fastest | CPU per print (ms) | load |`);
  console.log(`|---|---|---|---|---|`);
  for (const variant of variants) {
    if (!(variant in VARIANTS)) throw new Error(`unknown variant ${variant}`);
    await page.setContent(html, { waitUntil: 'load' });
    await page.evaluate(VARIANTS[variant]);
    await page.evaluate('document.fonts.ready');
    let size = 0;
    for (let i = 0; i < 3; i++) size = (await page.pdf(PRINT)).length;
    const walls = [];
    const cpu = {};
    for (let i = 0; i < n; i++) {
      const before = ticks();
      const start = performance.now();
      await page.pdf(PRINT);
      walls.push(performance.now() - start);
      const after = ticks();
      for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
        const kind = key.split(':')[0];
        cpu[kind] = (cpu[kind] || 0) + ((after[key] || 0) - (before[key] || 0)) * 10;
      }
    }
    walls.sort((a, b) => a - b);
    const per = Object.entries(cpu).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${(v / n).toFixed(1)}`).join(', ');
    console.log(`| ${variant} | ${size} | ${walls[n >> 1].toFixed(1)} / ${walls[0].toFixed(1)} ms | ${per} | ${load()} |`);
  }
} finally {
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
}
