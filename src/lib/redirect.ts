/**
 * Leaving the app for another site (the payment provider's checkout). Kept in one place so a
 * reply can never send the browser to anything but a web address.
 */
export function goToExternal(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(`Refusing to leave the shop for a ${target.protocol} address`);
  }
  window.location.assign(target.href);
}
