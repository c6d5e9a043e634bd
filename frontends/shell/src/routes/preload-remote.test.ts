import { describe, expect, it } from '@jest/globals';
import { preloadFirstRemote, remoteEntryOf } from './preload-remote';

describe('preloading the first screen’s remote', () => {
  it('names the remote entry of a remote route and nothing for the shell’s own routes', () => {
    expect(remoteEntryOf('/class')).toBe('/remotes/academic-ui/remoteEntry.js');
    expect(remoteEntryOf('/dashboard/')).toBe('/remotes/finance-ui/remoteEntry.js');
    expect(remoteEntryOf('/customer')).toBe('/remotes/crm-ui/remoteEntry.js');
    expect(remoteEntryOf('/login')).toBeNull();
    expect(remoteEntryOf('/')).toBeNull();
    expect(remoteEntryOf('/nao-existe')).toBeNull();
  });

  it('adds a script preload link to the page for a remote route only', () => {
    window.history.pushState({}, '', '/user?x=1');
    preloadFirstRemote(document);
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([
      ['/remotes/identity-ui/remoteEntry.js', 'script'],
    ]);
    window.history.pushState({}, '', '/login');
    preloadFirstRemote(document);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
  });
});
