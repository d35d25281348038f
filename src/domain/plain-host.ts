/**
 * A host that is an address or localhost: it cannot be a company's custom domain, so the guest pages know at once
 * that no brand applies. The console and the gateway (which picks the prerendered sign-in page by it) share it.
 */
export const isPlainHost = (hostname: string) =>
  hostname === 'localhost' || /^[\d.]+$/.test(hostname) || hostname.includes(':')
