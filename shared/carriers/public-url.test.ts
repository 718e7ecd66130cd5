import { describe, expect, it } from 'vitest';
import { internalHost, publicHttpsUrl } from './public-url';

describe('publicHttpsUrl', () => {
  it.each(['https://www.ups.com', 'https://portail.colissimo.fr/login?x=1', 'https://8.8.8.8/'])(
    'accepts %s',
    (url) => {
      expect(publicHttpsUrl(url)).toBe(true);
    },
  );

  it.each([
    'http://www.ups.com',
    'ftp://example.com',
    'https://127.0.0.1',
    'https://169.254.169.254/latest/meta-data',
    'https://10.0.0.1',
    'https://172.16.5.4',
    'https://192.168.1.1',
    'https://[::1]/',
    'https://[::ffff:10.0.0.1]/',
    'https://0x7f000001/',
    'https://2130706433/',
    'https://127.1/',
    'https://0177.0.0.1/',
    'https://localhost:8443',
    'https://metadata.google.internal',
    'https://user:pass@www.ups.com',
    'not a url',
  ])('refuses %s', (url) => {
    expect(publicHttpsUrl(url)).toBe(false);
  });
});

describe('internalHost', () => {
  it('reads every IPv4 spelling of an address', () => {
    expect(internalHost('0x7f.0.0.1')).toBe(true);
    expect(internalHost('10.1')).toBe(true);
    expect(internalHost('93.184.216.34')).toBe(false);
    expect(internalHost('www.example.com')).toBe(false);
  });
});
