import { beforeEach, describe, expect, it } from '@jest/globals';
import { askedPlacePath, rememberPlace, rememberTabUser, samePlacePath, tabUser, takeReturnPlace } from './return-place';

const ORIGIN = 'http://localhost';
const at = (path: string) => {
  const url = new URL(path, ORIGIN);
  return { pathname: url.pathname, search: url.search, hash: url.hash, origin: ORIGIN };
};

describe('the place an expired session returns to', () => {
  beforeEach(() => sessionStorage.clear());

  it('returns the same user to the page and query they were on, once', () => {
    rememberPlace(at('/class?classId=7'), 12);
    expect(takeReturnPlace(12, ORIGIN)).toBe('/class?classId=7');
    expect(takeReturnPlace(12, ORIGIN)).toBeNull();
  });

  it('sends another user to their own default and forgets the place', () => {
    rememberPlace(at('/student?studentType=student&studentId=3'), 12);
    expect(takeReturnPlace(13, ORIGIN)).toBeNull();
    expect(takeReturnPlace(12, ORIGIN)).toBeNull();
  });

  it('keeps nothing without a known user, nor the login pages', () => {
    rememberPlace(at('/class'), null);
    expect(takeReturnPlace(12, ORIGIN)).toBeNull();
    for (const path of ['/login', '/change_password?token=x', '/']) {
      rememberPlace(at(path), 12);
      expect(takeReturnPlace(12, ORIGIN)).toBeNull();
    }
  });

  it('never follows an address of another site, even one planted in the tab', () => {
    for (const path of ['//evil.example/x', '/\\evil.example', 'https://evil.example/class', 'javascript:alert(1)', '/%2F%2Fevil']) {
      expect(samePlacePath(path, ORIGIN) === null || samePlacePath(path, ORIGIN)?.startsWith('/')).toBe(true);
      sessionStorage.setItem('treina.return-place', JSON.stringify({ path, userId: 12 }));
      const taken = takeReturnPlace(12, ORIGIN);
      expect(taken === null || new URL(taken, ORIGIN).origin === ORIGIN).toBe(true);
    }
    expect(samePlacePath('//evil.example/x', ORIGIN)).toBeNull();
    expect(samePlacePath('https://evil.example/class', ORIGIN)).toBeNull();
    expect(samePlacePath('/\\evil.example', ORIGIN)).toBeNull();
  });

  it('knows who last logged in in this tab', () => {
    expect(tabUser()).toBeNull();
    rememberTabUser(12);
    expect(tabUser()).toBe(12);
  });
});

describe('the page that asked for the login', () => {
  it('brings a visitor back only to a check-in page of this site', () => {
    expect(askedPlacePath('/presenca/12?codigo=482913', ORIGIN)).toBe('/presenca/12?codigo=482913');
    expect(askedPlacePath('/class?classId=7', ORIGIN)).toBeNull();
    expect(askedPlacePath('//evil.example/presenca/1', ORIGIN)).toBeNull();
    expect(askedPlacePath(undefined, ORIGIN)).toBeNull();
  });
});
