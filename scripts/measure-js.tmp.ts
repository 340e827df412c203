import { chromium } from '@playwright/test';
import { samplePublicPaths } from './lib/sample-paths.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:5055';
const only = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const paths = only.length ? only : await samplePublicPaths(base);
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const urls: string[] = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') urls.push(r.url()); });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  let total = 0; const parts: string[] = [];
  for (const u of urls) {
    const res = await fetch(u, { headers: { 'accept-encoding': 'gzip' } });
    const len = Number(res.headers.get('content-length')); await res.arrayBuffer();
    total += len; parts.push(`${u.split('/').pop()}:${(len/1024).toFixed(1)}`);
  }
  console.log(p, (total / 1024).toFixed(1), process.env.V ? '\n  ' + parts.sort((a,b)=>Number(b.split(':')[1])-Number(a.split(':')[1])).join('\n  ') : '');
  await page.close();
}
await browser.close();
