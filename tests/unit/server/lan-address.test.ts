import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { chooseLanAddress, isPrivateIPv4 } from '../../../server/lan-address';

/** One interface entry as os.networkInterfaces() gives it. */
function v4(address: string, internal = false): NetworkInterfaceInfo {
  return {
    address,
    netmask: '255.255.255.0',
    family: 'IPv4',
    mac: '00:00:00:00:00:00',
    internal,
    cidr: null,
  };
}
function v6(address: string): NetworkInterfaceInfo {
  return {
    address,
    netmask: 'ffff:ffff:ffff:ffff::',
    family: 'IPv6',
    mac: '00:00:00:00:00:00',
    internal: false,
    cidr: null,
    scopeid: 0,
  };
}

describe('chooseLanAddress: the address phones in the room can reach', () => {
  it.each<[string, NodeJS.Dict<NetworkInterfaceInfo[]>, string | null]>([
    ['nothing but loopback', { lo: [v4('127.0.0.1', true), v6('::1')] }, null],
    ['no interfaces at all', {}, null],
    [
      'a Linux laptop on Wi-Fi',
      { lo: [v4('127.0.0.1', true)], wlp2s0: [v6('fe80::1'), v4('192.168.1.20')] },
      '192.168.1.20',
    ],
    [
      'Wi-Fi rather than the docker bridge listed first',
      { docker0: [v4('172.17.0.1')], wlan0: [v4('192.168.1.20')] },
      '192.168.1.20',
    ],
    [
      'Ethernet rather than a VPN tunnel',
      { tun0: [v4('10.8.0.6')], eth0: [v4('10.20.30.40')] },
      '10.20.30.40',
    ],
    [
      'Ethernet rather than WireGuard',
      { wg0: [v4('10.66.0.2')], enp3s0: [v4('172.20.1.9')] },
      '172.20.1.9',
    ],
    [
      'Wi-Fi rather than Tailscale (100.64/10)',
      { tailscale0: [v4('100.101.102.103')], en0: [v4('192.168.0.7')] },
      '192.168.0.7',
    ],
    [
      'Windows: Wi-Fi rather than the Hyper-V switch',
      { 'vEthernet (Default Switch)': [v4('172.29.160.1')], 'Wi-Fi': [v4('192.168.178.23')] },
      '192.168.178.23',
    ],
    [
      'Windows: Ethernet rather than VirtualBox',
      { 'VirtualBox Host-Only Network': [v4('192.168.56.1')], Ethernet: [v4('10.1.2.3')] },
      '10.1.2.3',
    ],
    [
      'macOS: en0 rather than a bridge of VMs',
      { bridge100: [v4('192.168.64.1')], en0: [v4('192.168.1.50')] },
      '192.168.1.50',
    ],
    [
      'a private address rather than a public one',
      { eth0: [v4('203.0.113.5')], eth1: [v4('192.168.10.2')] },
      '192.168.10.2',
    ],
    ['link-local (no DHCP answer) is never offered', { eth0: [v4('169.254.12.34')] }, null],
    ['only a VPN: still better than nothing', { tun0: [v4('10.8.0.6')] }, '10.8.0.6'],
    ['a public address when that is all there is', { eth0: [v4('198.51.100.7')] }, '198.51.100.7'],
    [
      'among equals the first, so the choice is stable',
      { eth0: [v4('192.168.1.20')], eth1: [v4('192.168.2.20')] },
      '192.168.1.20',
    ],
    [
      'numeric family (Node 18.0-18.3)',
      { eth0: [{ ...v4('192.168.1.9'), family: 4 as unknown as 'IPv4' }] },
      '192.168.1.9',
    ],
    ['the documentation address the tests inject', { eth0: [v4('192.0.2.10')] }, '192.0.2.10'],
  ])('%s', (_name, interfaces, expected) => {
    expect(chooseLanAddress(interfaces)).toBe(expected);
  });
});

describe('isPrivateIPv4', () => {
  it.each([
    ['10.0.0.1', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.0.1', true],
    ['192.169.0.1', false],
    ['8.8.8.8', false],
    ['not an address', false],
    ['10.0.0', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateIPv4(address)).toBe(expected);
  });
});
