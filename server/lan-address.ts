/**
 * The address phones in the meeting room use to reach this computer: one IPv4
 * address chosen from `os.networkInterfaces()` (injected, so tests describe any
 * machine). A private address on a real adapter (Ethernet, Wi-Fi) wins over a VPN
 * tunnel, a container or VM bridge, a link-local or a public address, which phones
 * on the room's Wi-Fi usually cannot reach.
 */
import type { NetworkInterfaceInfo } from 'node:os';

/** `os.networkInterfaces`, or a fake in tests. */
export type InterfaceLookup = () => NodeJS.Dict<NetworkInterfaceInfo[]>;

/** Interface names of tunnels, containers, VMs and bridges (Linux, macOS, Windows). */
const VIRTUAL_NAME =
  /^(docker|br-|veth|virbr|vboxnet|vmnet|vnic|lxc|lxd|cni|flannel|cali|weave|podman|tun|tap|wg|utun|ipsec|ppp|tailscale|zt|nordlynx|awdl|llw|bridge|ham)|vEthernet|VirtualBox|VMware|Hyper-V|WSL|Loopback|VPN|Tailscale|ZeroTier|WireGuard|OpenVPN|TAP-/i;

/** Names of ordinary wired or wireless adapters. */
const PHYSICAL_NAME = /^(eth|en|eno|ens|enp|enx|wlan|wl|wlp|wifi)|^Ethernet|^Wi-?Fi|^WLAN/i;

function octets(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((n) => Number.isInteger(n) && n >= 0 && n <= 255)
    ? parts
    : null;
}

/** True for RFC 1918 addresses (10/8, 172.16/12, 192.168/16). */
export function isPrivateIPv4(address: string): boolean {
  const o = octets(address);
  if (!o) return false;
  const [a, b] = o as [number, number];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * How suitable an address is for phones, higher is better; null for one never
 * offered (loopback, internal, IPv6, link-local 169.254/16, unparsable).
 */
function score(name: string, info: NetworkInterfaceInfo): number | null {
  const family = info.family as string | number;
  if (family !== 'IPv4' && family !== 4) return null;
  if (info.internal) return null;
  const o = octets(info.address);
  if (!o || o[0] === 127 || o[0] === 0 || (o[0] === 169 && o[1] === 254)) return null;
  let points = 0;
  if (isPrivateIPv4(info.address)) points += 4;
  // 100.64/10 (carrier-grade NAT) is where Tailscale and similar VPNs live.
  else if (o[0] === 100 && o[1]! >= 64 && o[1]! <= 127) points -= 2;
  if (VIRTUAL_NAME.test(name)) points -= 8;
  else if (PHYSICAL_NAME.test(name)) points += 2;
  return points;
}

/**
 * The best IPv4 address for phones on the room's network, or null when this
 * computer has none (offline, loopback only). Among equals the first interface in
 * the system's order wins, so the choice is stable while the network is.
 */
export function chooseLanAddress(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string | null {
  let best: { address: string; points: number } | null = null;
  for (const [name, list] of Object.entries(interfaces)) {
    for (const info of list ?? []) {
      const points = score(name, info);
      if (points !== null && (best === null || points > best.points)) {
        best = { address: info.address, points };
      }
    }
  }
  return best?.address ?? null;
}
