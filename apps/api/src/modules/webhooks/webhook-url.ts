import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from './webhook-messages';

/** Addresses a webhook must not reach in production: the machine itself, private networks, link-local (cloud metadata). */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Why a URL may not be an endpoint by its form alone, or null: http(s) only, no user name or password. */
export function urlFormRefusal(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return WEBHOOK_MESSAGES.badUrl;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_MESSAGES.badUrl;
  if (url.username || url.password) return WEBHOOK_MESSAGES.credentialsInUrl;
  return null;
}

/**
 * Whether the URL's host is, or resolves to, a private or loopback address. Checked when an endpoint is saved and again
 * before each attempt, so a name that later resolves inward is refused too.
 */
export async function reachesPrivateAddress(raw: string): Promise<boolean> {
  const host = new URL(raw).hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return isPrivateAddress(host);
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const addresses = await lookup(host, { all: true }).catch(() => []);
  return addresses.some((entry) => isPrivateAddress(entry.address));
}
