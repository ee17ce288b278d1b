/** The address part rate limits count: IPv4 as is, IPv6 by /64, IPv4-mapped IPv6 as IPv4; and the network reports count. */
import { describe, expect, it } from 'vitest';
import { addressKey, networkKey } from '../../../server/http/addresses';
import { ceilingDelayMs } from '../../../server/plugins/rateLimit';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('10.0.0.255')).toBe('10.0.0.255');
  });

  it('groups IPv6 addresses by /64, however they are written', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    for (const same of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:9',
      '2001:db8:1:2:a:b:c:d%eth0',
    ]) {
      expect(addressKey(same)).toBe(key);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1:2')).toBe('fe80:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    // Not mapped: other IPv6 addresses holding dotted quads keep their /64.
    expect(addressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else untouched', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});

describe('networkKey', () => {
  it('groups IPv4 addresses by /24 (mapped ones too) and IPv6 addresses by /64', () => {
    expect(networkKey('192.0.2.1')).toBe('192.0.2.0/24');
    expect(networkKey('192.0.2.254')).toBe('192.0.2.0/24');
    expect(networkKey('::ffff:192.0.2.77')).toBe('192.0.2.0/24');
    expect(networkKey('192.0.3.1')).toBe('192.0.3.0/24');
    expect(networkKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:ffff::9'));
  });
});

describe('ceilingDelayMs', () => {
  it('doubles from the first delay and stops at the cap', () => {
    const settings = { failures: 5, windowMs: 3_600_000, firstDelayMs: 1000, maxDelayMs: 15 * 60_000 };
    expect([1, 2, 3, 4, 10, 11, 500].map((over) => ceilingDelayMs(over, settings))).toEqual([
      1000, 2000, 4000, 8000, 512_000, 900_000, 900_000,
    ]);
  });
});
