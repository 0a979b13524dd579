/**
 * The few parts of the Google Maps JavaScript API (places library) this app uses, typed here
 * so the app does not need the full @types/google.maps package.
 */
export interface PlacePrediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string };
  terms: Array<{ value: string }>;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

type Status = string;

export interface PlacesLibrary {
  AutocompleteSessionToken: new () => object;
  AutocompleteService: new () => {
    getPlacePredictions(
      request: { input: string; types: string[]; language: string; sessionToken?: object },
      callback: (predictions: PlacePrediction[] | null, status: Status) => void,
    ): void;
  };
  PlacesService: new (attributions: HTMLDivElement) => {
    getDetails(
      request: { placeId: string; fields: string[]; language: string; sessionToken?: object },
      callback: (place: { address_components?: AddressComponent[] } | null, status: Status) => void,
    ): void;
  };
}

declare global {
  interface Window {
    google?: { maps?: { places?: PlacesLibrary } };
    __matchboardMapsReady?: () => void;
  }
}

let loading: Promise<PlacesLibrary> | null = null;

/**
 * Loads the Maps JavaScript API with the places library, in English, once per page. A failed
 * load is forgotten so the next search tries again.
 */
export function loadGooglePlaces(apiKey: string): Promise<PlacesLibrary> {
  const ready = window.google?.maps?.places;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<PlacesLibrary>((resolve, reject) => {
    const script = document.createElement('script');
    const params = new URLSearchParams({
      key: apiKey,
      libraries: 'places',
      language: 'en',
      loading: 'async',
      callback: '__matchboardMapsReady',
    });
    window.__matchboardMapsReady = () => {
      const places = window.google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error('Google Maps loaded without the places library'));
    };
    script.src = `https://maps.googleapis.com/maps/api/js?${params}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Maps could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
