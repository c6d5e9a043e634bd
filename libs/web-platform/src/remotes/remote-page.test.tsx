import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { QueryClient } from '@tanstack/react-query';
import { preloadRemoteScreen } from './remote-page';
import type { RemotePagePreloadContext } from './remote-modules';

afterEach(() => {
  jest.restoreAllMocks();
});

const context: RemotePagePreloadContext = { queryClient: new QueryClient(), user: null, search: new URLSearchParams('classId=7') };

describe('a remote screen’s preload', () => {
  it('hands the page and the context to the pages module’s preloadPage', () => {
    const preloadPage = jest.fn();
    preloadRemoteScreen({ ClassesPage: () => null, preloadPage }, 'academic_ui', 'ClassesPage', context);
    expect(preloadPage).toHaveBeenCalledWith('ClassesPage', context);
  });

  it('is skipped for a remote built without one, and a throwing one costs only the head start', () => {
    expect(() => preloadRemoteScreen({ ClassesPage: () => null }, 'academic_ui', 'ClassesPage', context)).not.toThrow();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const preloadPage = () => {
      throw new Error('quebrou');
    };
    expect(() => preloadRemoteScreen({ preloadPage }, 'academic_ui', 'ClassesPage', context)).not.toThrow();
    expect(String(warn.mock.calls[0]?.[0])).toContain('preload of academic_ui ClassesPage failed');
  });
});
