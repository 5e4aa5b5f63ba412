/** A Chromium page at the phone profile (bench/browser.ts), the cache off, for bench:menu. */
import { ACCEPT_ENCODING, PHONE, launchBrowser } from '../browser';

/** A dish card's name on /Menu and /SearchFood (skeleton cards have none). */
export const DISH_NAME = '.food-card__name, main li article h2';
/** DevTools' "Slow 4G"-like link and 4x CPU, as Lighthouse's mobile profile assumes. */
const MOBILE_LINK = { latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 };

/**
 * A fresh browser and page, its CPU slowed `cpuSlowdown` times and, when asked, on the slow link;
 * `listBytes` reads the bytes of the last /api/food/list reply as sent.
 */
export async function phonePage(cpuSlowdown: number, slowLink: boolean) {
  const browser = await launchBrowser();
  const page = await (await browser.newContext(PHONE)).newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', {
    headers: { 'Accept-Encoding': ACCEPT_ENCODING },
  });
  if (slowLink)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...MOBILE_LINK });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let listId = '';
  let listBytes = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.endsWith('/api/food/list')) listId = e.requestId;
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (e.requestId === listId) listBytes = e.encodedDataLength;
  });
  return { browser, page, listBytes: () => listBytes };
}
