import { isIP } from 'node:net';
import { CliError, USAGE } from './cli-error';

/** Where `--http` listens. */
export interface HttpAddress {
  readonly host: string;
  readonly port: number;
}

const EXPECTED = 'expected host:port, for example 127.0.0.1:3000 (IPv6: [::1]:3000; port 0 picks a free one)';

/**
 * Parses `--http`'s value: `host:port`, `[ipv6]:port`, or a bare `port` (on 127.0.0.1). The host
 * must be an IP address or `localhost`: the server checks `Host` headers against it, which a
 * name that resolves elsewhere would defeat.
 */
export function parseHttpAddress(value: string): HttpAddress {
  const bracketed = /^\[([^\]]+)\]:(\d+)$/.exec(value);
  const plain = /^([^:[\]]*):(\d+)$/.exec(value);
  const bare = /^\d+$/.test(value) ? ['', '127.0.0.1', value] : null;
  const match = bracketed ?? plain ?? bare;
  if (!match) throw new CliError(`Bad --http address ${JSON.stringify(value)}: ${EXPECTED}.`, USAGE);
  const host = match[1]!;
  const port = Number(match[2]);
  if (host !== 'localhost' && isIP(host) === 0) {
    throw new CliError(`Bad --http address ${JSON.stringify(value)}: the host must be an IP address or localhost, got ${JSON.stringify(host)}.`, USAGE);
  }
  if (bracketed && isIP(host) !== 6) throw new CliError(`Bad --http address ${JSON.stringify(value)}: only IPv6 addresses go in brackets.`, USAGE);
  if (!Number.isInteger(port) || port > 65535) {
    throw new CliError(`Bad --http address ${JSON.stringify(value)}: the port must be a whole number from 0 to 65535.`, USAGE);
  }
  return { host, port };
}

/** The address as it goes in a URL's authority: IPv6 in brackets. */
export function formatHost(host: string): string {
  return isIP(host) === 6 ? `[${host}]` : host;
}
