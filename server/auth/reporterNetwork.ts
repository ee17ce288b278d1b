/**
 * Which network a report came from, kept only as a keyed hash: at most one reporter per address
 * network (IPv4 /24, IPv6 /64: networkKey) counts towards hiding an item, so a few accounts made
 * from one connection cannot hide anything. The hash is stored with the open report only and
 * erased when it closes (repositories/reports.ts). Its key is derived from the reset-code secret
 * (RESET_CODE_SECRET, or the one generated into DATA_DIR) under a label of its own, so the two
 * keys are unrelated; instances sharing a database share the secret, hence the key.
 */
import crypto from 'node:crypto';
import { networkKey } from '../http/addresses';

/** The derivation label of the key: a different label would give an unrelated key. */
export const REPORTER_NETWORK_KEY_LABEL = 'promptdeck reporter network v1';

const keys = new Map<string, Buffer>();

function networkHashKey(serverSecret: string): Buffer {
  let key = keys.get(serverSecret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', serverSecret, '', REPORTER_NETWORK_KEY_LABEL, 32));
    keys.set(serverSecret, key);
  }
  return key;
}

/** HMAC-SHA256 (hex) of the network of `ip` (request.ip, which follows TRUST_PROXY). */
export function reporterNetworkHash(serverSecret: string, ip: string): string {
  return crypto.createHmac('sha256', networkHashKey(serverSecret)).update(networkKey(ip)).digest('hex');
}
