import type { loadGooglePlaces as LoadGooglePlaces, PlacesLibrary } from './googleMapsLoader';

// The loader remembers its script for the whole page; each test gets a fresh module (a new page).
let loadGooglePlaces: typeof LoadGooglePlaces;
beforeEach(async () => {
  jest.resetModules();
  ({ loadGooglePlaces } = await import('./googleMapsLoader'));
});

const script = () =>
  document.head.querySelector<HTMLScriptElement>('script[src*="maps.googleapis.com"]');

afterEach(() => {
  document.head.innerHTML = '';
  delete window.google;
});

describe('loadGooglePlaces', () => {
  it('adds one English places script with the key and resolves when Maps calls back', async () => {
    const first = loadGooglePlaces('my key');
    const second = loadGooglePlaces('my key');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const url = new URL(script()!.src);
    expect(url.searchParams.get('key')).toBe('my key');
    expect(url.searchParams.get('libraries')).toBe('places');
    expect(url.searchParams.get('language')).toBe('en');

    const places = { AutocompleteService: class {} } as unknown as PlacesLibrary;
    window.google = { maps: { places } };
    window.__matchboardMapsReady?.();
    await expect(first).resolves.toBe(places);
    await expect(second).resolves.toBe(places);
  });

  it('tries again on the next call after the script fails to load', async () => {
    const failed = loadGooglePlaces('k');
    script()!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Google Maps could not be loaded');
    expect(script()).toBeNull();
    void loadGooglePlaces('k').catch(() => {});
    expect(script()).not.toBeNull();
  });
});
