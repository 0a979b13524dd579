import type { PlacesProvider } from '@contract/places';
import { EmbeddedPlacesProvider } from './EmbeddedPlacesProvider';
import { GooglePlacesProvider } from './GooglePlacesProvider';

export interface PlacesSettings {
  /** Base URL of the API ('' for the page's origin). */
  apiBaseUrl: string;
  /** Google Maps JavaScript API key; empty or missing means the embedded provider. */
  googleMapsApiKey?: string | null;
}

/**
 * Picks the city suggestion source: Google Places when a key is configured, otherwise the
 * reference server's embedded city search.
 */
export function createPlacesProvider({
  apiBaseUrl,
  googleMapsApiKey,
}: PlacesSettings): PlacesProvider {
  const key = googleMapsApiKey?.trim();
  return key ? new GooglePlacesProvider(key) : new EmbeddedPlacesProvider(apiBaseUrl);
}
