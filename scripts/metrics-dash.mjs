import { chromium } from 'playwright';
import { signedUpCustomer } from './bench/customers.mjs';
const base = 'http://localhost:8090';
const { session } = await signedUpCustomer(base, `m${Date.now()}@example.com`);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const rows = [];
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await context.addCookies([...session.cookies].map(([name, value]) => ({ name, value, url: base })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  rows.push({ layouts: m.LayoutCount, layoutMs: Math.round(m.LayoutDuration * 1000), styleMs: Math.round(m.RecalcStyleDuration * 1000), scriptMs: Math.round(m.ScriptDuration * 1000), taskMs: Math.round(m.TaskDuration * 1000) });
  await context.close();
}
console.log(JSON.stringify(rows));
await browser.close();
