/**
 * The media host is named by the CMS's site configuration: a build fetches its pictures and sounds, so a
 * host that resolves inside the build's own machine or network (a database's port, a cloud's metadata
 * service) would turn the build into a way in. Such a host is refused unless the operator names it.
 */
import { lookup } from 'node:dns/promises';
import { BlockList } from 'node:net';

/**
 * Addresses no media host on the Internet has: loopback, private, link-local, shared, multicast, reserved
 * (an IPv4 address written in IPv6, ::ffff:a.b.c.d, is checked as the IPv4 address it is).
 */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/**
 * Why the media host `hostname` is not fetched from, or null: it resolves to an address that is not
 * public (the build would reach the machine it runs on, or its network), and it is not among
 * `allowed`. Each of its addresses is checked.
 */
export async function mediaHostRefusal(hostname: string, allowed: readonly string[]): Promise<string | null> {
  const name = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allowed.includes(name)) return null;
  const addresses = await lookup(name, { all: true }).catch((err: Error) => err);
  if (addresses instanceof Error) return `the media host ${name} does not resolve (${addresses.message})`;
  const inside = addresses.find((a) => NOT_PUBLIC.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'));
  return inside
    ? `the media host ${name} resolves to ${inside.address}, not a public address: refused (name it in MEDIA_PRIVATE_HOSTS to allow it)`
    : null;
}

