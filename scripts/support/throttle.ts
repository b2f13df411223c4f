/**
 * The mid-range phone's budget the benchmarks and the first-tap tests load pages on, set through the
 * DevTools protocol: CPU ×4, 150 ms round trip, 1.6 Mbps down, 750 kbps up.
 */
import type { Page } from 'playwright';

export async function throttleLikeAPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}
