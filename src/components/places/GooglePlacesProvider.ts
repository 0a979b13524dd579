import type { CitySuggestion, PlacesProvider } from '@contract/places';
import { loadGooglePlaces } from './googleMapsLoader';
import type { AddressComponent, PlacePrediction, PlacesLibrary } from './googleMapsLoader';

function toSuggestion(prediction: PlacePrediction): CitySuggestion {
  // City predictions read "City, State, Country" or "City, Country".
  const terms = prediction.terms.map((term) => term.value);
  return {
    id: prediction.place_id,
    city: prediction.structured_formatting.main_text,
    state: terms.length >= 3 ? terms[terms.length - 2] : '',
    country: terms.length >= 2 ? terms[terms.length - 1] : '',
    countryCode: '',
    label: prediction.description,
  };
}

function component(components: AddressComponent[], type: string) {
  return components.find((part) => part.types.includes(type));
}

/**
 * City suggestions from Google Places: AutocompleteService limited to cities, in English, then
 * place details for the state and country of the city the user picks. The Maps script is loaded
 * on the first search only.
 */
export class GooglePlacesProvider implements PlacesProvider {
  private session: object | null = null;
  private autocomplete: InstanceType<PlacesLibrary['AutocompleteService']> | null = null;

  /**
   * @param apiKey Google Maps JavaScript API key.
   * @param load Loads the places library; the real script loader by default.
   */
  constructor(
    private readonly apiKey: string,
    private readonly load: (apiKey: string) => Promise<PlacesLibrary> = loadGooglePlaces,
  ) {}

  async search(query: string): Promise<CitySuggestion[]> {
    const places = await this.load(this.apiKey);
    // One session token from the first keystroke to the picked city keeps billing per session.
    this.session ??= new places.AutocompleteSessionToken();
    this.autocomplete ??= new places.AutocompleteService();
    const service = this.autocomplete;
    const request = {
      input: query,
      types: ['(cities)'],
      language: 'en',
      sessionToken: this.session,
    };
    return new Promise((resolve, reject) => {
      service.getPlacePredictions(request, (predictions, status) => {
        if (status === 'OK') resolve((predictions ?? []).map(toSuggestion));
        else if (status === 'ZERO_RESULTS') resolve([]);
        else reject(new Error(`Google Places autocomplete failed: ${status}`));
      });
    });
  }

  async resolve(suggestion: CitySuggestion): Promise<CitySuggestion> {
    const places = await this.load(this.apiKey);
    const service = new places.PlacesService(document.createElement('div'));
    const sessionToken = this.session ?? undefined;
    this.session = null;
    const request = {
      placeId: suggestion.id,
      fields: ['address_components'],
      language: 'en',
      sessionToken,
    };
    return new Promise((resolve, reject) => {
      service.getDetails(request, (place, status) => {
        if (status !== 'OK' || !place?.address_components) {
          reject(new Error(`Google place details failed: ${status}`));
          return;
        }
        const parts = place.address_components;
        const country = component(parts, 'country');
        resolve({
          ...suggestion,
          city:
            (component(parts, 'locality') ?? component(parts, 'postal_town'))?.long_name ??
            suggestion.city,
          state: component(parts, 'administrative_area_level_1')?.long_name ?? '',
          country: country?.long_name ?? suggestion.country,
          countryCode: country?.short_name ?? '',
        });
      });
    });
  }
}
