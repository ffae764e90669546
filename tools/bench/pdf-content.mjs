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
//   node tools/bench/pdf-content.mjs /tmp/sheet.html [N] [variant[+variant] ...]
//
// PDF_DIR=dir writes each variant's PDF there, to read.
//
// Needs web/node_modules (playwright-core) and Debian's headless shell
// (/usr/lib/chromium/chromium-headless-shell, which prints sheets);
// CHROMIUM=/usr/bin/chromium measures the full browser.
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
  // Chart levers (ficha-14 candidates).
  'chart-font-inlined': style("svg{font-family: 'Ficha Sans', sans-serif !important}"),
  'chart-text-speed': style('svg text{text-rendering: optimizeSpeed !important}'),
  'chart-text-geometric': style('svg text{text-rendering: geometricPrecision !important}'),
  'chart-labels-merged': `(${mergeLabels})()`,
  'chart-labels-html': `(${labelsAsHtml})()`,
  'fixed-tables-widths': `(${fixedWidths})()`,
  // ficha-14's rules that keep every table inside the page's width, so
  // that Chromium does not lay the sheet out again shrunk to fit.
  'fit-page': style('th.n{white-space:normal} section[data-section="lines"] td .note{white-space:normal} section[data-section="lines"] td.n{white-space:normal} .ph-points td:first-child{white-space:normal}'),
};

// Sibling <text> labels with the same presentation (no transform) as one
// <text> of positioned <tspan>s: fewer SVG text layouts.
function mergeLabels() {
  const key = (t) => ['text-anchor', 'fill', 'font-size', 'font-weight'].map((a) => t.getAttribute(a)).join('|');
  for (const svg of document.querySelectorAll('svg')) {
    const groups = new Map();
    for (const t of svg.querySelectorAll(':scope > text')) {
      if (t.hasAttribute('transform') || t.children.length) continue;
      const k = key(t);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(t);
    }
    for (const texts of groups.values()) {
      if (texts.length < 2) continue;
      const first = texts[0];
      const merged = first.cloneNode(false);
      merged.removeAttribute('x'); merged.removeAttribute('y');
      for (const t of texts) {
        const span = document.createElementNS('http://www.w3.org/2000/svg', 'tspan');
        span.setAttribute('x', t.getAttribute('x')); span.setAttribute('y', t.getAttribute('y'));
        span.textContent = t.textContent;
        merged.append(span);
      }
      first.replaceWith(merged);
      texts.slice(1).forEach((t) => t.remove());
    }
  }
}

// Every chart label as an absolutely placed HTML span over its SVG.
function labelsAsHtml() {
  for (const svg of document.querySelectorAll('svg')) {
    const box = svg.viewBox.baseVal;
    if (!box || !box.width) continue;
    const wrap = document.createElement('div');
    wrap.style.cssText = 'position:relative;display:inline-block;line-height:1;break-inside:avoid';
    svg.replaceWith(wrap); wrap.append(svg);
    const scale = parseFloat(getComputedStyle(svg).width) / box.width;
    const base = parseFloat(svg.getAttribute('font-size') || '11');
    for (const t of Array.from(svg.querySelectorAll('text'))) {
      const size = parseFloat(t.getAttribute('font-size') || base);
      const span = document.createElement('span');
      const anchor = t.getAttribute('text-anchor') || 'start';
      const shift = anchor === 'middle' ? '-50%' : anchor === 'end' ? '-100%' : '0';
      const transform = t.getAttribute('transform');
      let x = parseFloat(t.getAttribute('x') || 0), y = parseFloat(t.getAttribute('y') || 0), rotate = '';
      const m = transform && transform.match(/translate\(([-\d.]+)[ ,]+([-\d.]+)\)\s*rotate\(([-\d.]+)\)/);
      if (m) { x = +m[1]; y = +m[2]; rotate = ` rotate(${m[3]}deg)`; }
      span.textContent = t.textContent;
      span.style.cssText = `position:absolute;white-space:nowrap;left:${x * scale}px;top:${(y - size * 0.76) * scale}px;` +
        `font-size:${size * scale}px;font-weight:${t.getAttribute('font-weight') || 'normal'};color:${t.getAttribute('fill') || '#000'};` +
        `transform-origin:0 ${size * 0.76 * scale}px;transform:${rotate} translateX(${shift})`;
      wrap.append(span);
      t.remove();
    }
  }
}

// table-layout: fixed with each column's width as automatic layout gave it.
function fixedWidths() {
  for (const table of document.querySelectorAll('table')) {
    const row = table.rows[0];
    if (!row) continue;
    const total = table.getBoundingClientRect().width;
    const group = document.createElement('colgroup');
    for (const cell of row.cells) {
      const col = document.createElement('col');
      col.span = cell.colSpan;
      col.style.width = `${(100 * cell.getBoundingClientRect().width / total).toFixed(2)}%`;
      group.append(col);
    }
    table.prepend(group);
    table.style.tableLayout = 'fixed';
  }
}
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

// The browser (its command line names the profile) and its descendants.
function processes() {
  const parents = new Map();
  let browser;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!browser && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(`--user-data-dir=${profile}`)) browser = pid;
    } catch { /* ended */ }
  }
  const tree = browser ? [browser] : [];
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) if (tree.includes(ppid) && !tree.includes(pid)) { tree.push(pid); grew = true; }
  }
  return tree.map((pid) => {
    let cmd = '';
    try { cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll(' ', '\0'); } catch { /* ended */ }
    if (cmd.includes('PrintCompositor')) return [pid, 'print compositor'];
    return [pid, (cmd.match(/--type=([a-z-]+)/) || [])[1] || 'browser'];
  });
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

const executablePath = process.env.CHROMIUM || '/usr/lib/chromium/chromium-headless-shell';
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: ['--disable-gpu', '--font-render-hinting=slight', '--disable-site-isolation-trials',
    '--disable-features=IsolateOrigins,site-per-process', '--disable-renderer-backgrounding'],
});
try {
  const page = await context.newPage();
  console.log(`| variant | PDF bytes | print wall p50 / fastest | CPU per print (ms) | load |`);
  console.log(`|---|---|---|---|---|`);
  for (const variant of variants) {
    const parts = variant.split('+');
    for (const part of parts) if (!(part in VARIANTS)) throw new Error(`unknown variant ${part}`);
    await page.setContent(html, { waitUntil: 'load' });
    for (const part of parts) await page.evaluate(VARIANTS[part]);
    await page.evaluate('document.fonts.ready');
    let size = 0;
    for (let i = 0; i < 3; i++) {
      const pdf = await page.pdf(PRINT);
      size = pdf.length;
      if (process.env.PDF_DIR) fs.writeFileSync(path.join(process.env.PDF_DIR, `${variant}.pdf`), pdf);
    }
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
