/**
 * User-given URLs (a carrier portal): https only, and never a private, loopback or link-local
 * address written as a literal, in any of the spellings that reach one (127.1, 0x7f000001,
 * 2130706433, [::1], [::ffff:10.0.0.1]). A name is resolved and checked again where the server
 * makes a request to it (after redirects too); here only what the text itself says is checked.
 */

function ipv4FromParts(host: string): number[] | null {
  // inet_aton spellings: 1 to 4 parts, each decimal, octal (0-prefixed) or hex (0x).
  const parts = host.split('.');
  if (parts.length < 1 || parts.length > 4 || parts.some((part) => part === '')) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = /^0x[0-9a-f]+$/i.test(part)
      ? Number.parseInt(part, 16)
      : /^0[0-7]*$/.test(part)
        ? Number.parseInt(part || '0', 8)
        : /^\d+$/.test(part)
          ? Number(part)
          : Number.NaN;
    if (!Number.isFinite(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  const bytes = [...numbers];
  const remaining = 4 - bytes.length;
  if (bytes.some((byte) => byte > 255) || last >= 256 ** remaining) return null;
  for (let shift = remaining - 1; shift >= 0; shift--) bytes.push(Math.floor(last / 256 ** shift) % 256);
  return bytes;
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a! >= 224
  );
}

function privateIpv6(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === '::' || address === '::1') return true;
  const mapped =
    /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address) ?? /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(address);
  if (mapped) {
    if (mapped.length === 2) return privateIpv4(ipv4FromParts(mapped[1]!) ?? [0]);
    const high = Number.parseInt(mapped[1]!, 16);
    return privateIpv4([high >> 8, high & 255]);
  }
  return /^(fc|fd|fe8|fe9|fea|feb|ff)/.test(address);
}

/** True when the host, as written, names a private, loopback, link-local or otherwise internal address. */
export function internalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal') ||
    host.endsWith('.local')
  )
    return true;
  if (host.startsWith('[') || host.includes(':')) return privateIpv6(host);
  const ipv4 = ipv4FromParts(host);
  return ipv4 ? privateIpv4(ipv4) : false;
}

export function publicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && !url.username && !url.password && !internalHost(url.hostname);
}
