import { describe, expect, it } from 'vitest';
import type os from 'node:os';
import { devOrigins } from '@/lib/dev/origins';

const iface = (address: string, family: 'IPv4' | 'IPv6'): os.NetworkInterfaceInfo =>
  ({ address, family, netmask: '', mac: '00:00:00:00:00:00', internal: false, cidr: null, ...(family === 'IPv6' ? { scopeid: 0 } : {}) }) as os.NetworkInterfaceInfo;

describe('devOrigins: the hosts npm run dev reloads live from', () => {
  it('lists the loopback addresses, the machine name and every interface address as a URL writes its hostname', () => {
    const hosts = devOrigins({}, { eth0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1%eth0', 'IPv6')], lo: [iface('127.0.0.1', 'IPv4')] }, 'Author-Laptop');
    expect(hosts).toEqual(expect.arrayContaining(['127.0.0.1', '[::1]', 'author-laptop', 'author-laptop.local', '192.168.1.20', '[fe80::1]']));
    // Each written as new URL(…).hostname gives it, so Next's comparison matches.
    expect(hosts).toContain(new URL('http://[fe80::1]:3000/').hostname);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('adds DEV_ORIGINS, comma-separated, lower-cased', () => {
    expect(devOrigins({ DEV_ORIGINS: ' Docs.Tunnel.example , other.test,' }, {}, '')).toEqual(['127.0.0.1', '[::1]', 'docs.tunnel.example', 'other.test']);
  });
});
