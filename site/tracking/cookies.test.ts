import { describe, expect, it } from 'vitest';
import { deleteVendorCookies, parentDomains } from './cookies.ts';

describe('parentDomains', () => {
  it("is each parent of the page's host, never a top-level domain alone, and none for an IP or localhost", () => {
    expect(parentDomains('kids.teleton.cl')).toEqual(['teleton.cl']);
    expect(parentDomains('a.b.teleton.cl')).toEqual(['b.teleton.cl', 'teleton.cl']);
    expect(parentDomains('teleton.cl')).toEqual([]);
    expect(parentDomains('127.0.0.1')).toEqual([]);
    expect(parentDomains('localhost')).toEqual([]);
  });
});

describe('deleteVendorCookies', () => {
  it("expires the vendors' four cookies on the host alone, on the host as a domain and on each parent domain", () => {
    const written: string[] = [];
    const doc = {
      location: { hostname: 'kids.teleton.cl' },
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return '';
      },
    };
    deleteVendorCookies(doc);
    const expired = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    expect(written).toEqual(
      ['_fbp', '_fbc', '_gcl_au', '_gcl_aw'].flatMap((name) => [
        `${name}=; ${expired}`,
        `${name}=; ${expired}; Domain=kids.teleton.cl`,
        `${name}=; ${expired}; Domain=teleton.cl`,
      ]),
    );
  });
});
