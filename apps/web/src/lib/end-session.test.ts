import { afterEach, describe, expect, it } from 'vitest';
import { endSessionAndGoHome } from './end-session.ts';
import { setNavigator } from './navigation.ts';
import { paths } from './paths.ts';
import { clearSession, getToken, saveToken } from './session.ts';

afterEach(() => clearSession());

describe('endSessionAndGoHome', () => {
  it('goes home once when two endings meet, and forgets the token only once home is shown', async () => {
    saveToken('token-1');
    const trips: string[] = [];
    let arrive = () => {};
    setNavigator((to) => {
      trips.push(to);
      // Home's code is still loading: the trip ends when `arrive` is called.
      return new Promise<void>((resolve) => {
        arrive = resolve;
      });
    });

    // The logout's own ending, and a -9999 of another call of the same moment.
    const logout = endSessionAndGoHome();
    const expired = endSessionAndGoHome();
    await Promise.resolve();
    expect(trips).toEqual([paths.home]);
    expect(getToken()).toBe('token-1');

    arrive();
    await Promise.all([logout, expired]);
    expect(getToken()).toBeUndefined();

    // A later ending starts a trip of its own.
    saveToken('token-2');
    const later = endSessionAndGoHome();
    arrive();
    await later;
    expect(trips).toEqual([paths.home, paths.home]);
    expect(getToken()).toBeUndefined();
  });
});
