import type { CitySuggestion } from '@contract/places';
import { createPlacesProvider } from './createPlacesProvider';
import { EmbeddedPlacesProvider } from './EmbeddedPlacesProvider';
import { GooglePlacesProvider } from './GooglePlacesProvider';
import type { AddressComponent, PlacePrediction, PlacesLibrary } from './googleMapsLoader';

const berlin: CitySuggestion = {
  id: '2950159',
  city: 'Berlin',
  state: 'Berlin',
  country: 'Germany',
  countryCode: 'DE',
  label: 'Berlin, Berlin, Germany',
};

describe('EmbeddedPlacesProvider', () => {
  it('asks the city route for eight suggestions and returns its data', async () => {
    const fetchImpl = jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: [berlin] }), { status: 200 }),
    );
    const provider = new EmbeddedPlacesProvider('https://api.example.org/', fetchImpl);
    await expect(provider.search('São Paulo')).resolves.toEqual([berlin]);
    const url = new URL(String(fetchImpl.mock.calls[0][0]));
    expect(url.origin + url.pathname).toBe('https://api.example.org/api/places/cities');
    expect(url.searchParams.get('q')).toBe('São Paulo');
    expect(url.searchParams.get('limit')).toBe('8');
  });

  it("uses the page's origin when the base URL is empty", async () => {
    const fetchImpl = jest.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ data: [] })),
    );
    await new EmbeddedPlacesProvider('', fetchImpl).search('x');
    expect(String(fetchImpl.mock.calls[0][0])).toBe(
      `${window.location.origin}/api/places/cities?q=x&limit=8`,
    );
  });

  it('fails when the server answers with an error status', async () => {
    const fetchImpl = jest.fn(async () => new Response('{}', { status: 500 }));
    await expect(new EmbeddedPlacesProvider('', fetchImpl).search('x')).rejects.toThrow('500');
  });
});

/** A stand-in for the Google places library answering with fixed predictions and details. */
function fakeGoogle(predictions: PlacePrediction[], details: AddressComponent[], status = 'OK') {
  const requests: Record<string, unknown>[] = [];
  const library: PlacesLibrary = {
    AutocompleteSessionToken: class {},
    AutocompleteService: class {
      getPlacePredictions(
        request: Record<string, unknown>,
        callback: (p: PlacePrediction[] | null, s: string) => void,
      ) {
        requests.push(request);
        callback(status === 'OK' ? predictions : null, status);
      }
    },
    PlacesService: class {
      getDetails(
        request: Record<string, unknown>,
        callback: (p: { address_components: AddressComponent[] }, s: string) => void,
      ) {
        requests.push(request);
        callback({ address_components: details }, 'OK');
      }
    },
  };
  return { load: jest.fn(async () => library), requests };
}

const austinPrediction: PlacePrediction = {
  place_id: 'ChIJ-austin',
  description: 'Austin, TX, USA',
  structured_formatting: { main_text: 'Austin' },
  terms: [{ value: 'Austin' }, { value: 'TX' }, { value: 'USA' }],
};

describe('GooglePlacesProvider', () => {
  it('asks for English city predictions and maps them to suggestions', async () => {
    const google = fakeGoogle([austinPrediction], []);
    const provider = new GooglePlacesProvider('key-1', google.load);
    await expect(provider.search('Aus')).resolves.toEqual([
      {
        id: 'ChIJ-austin',
        city: 'Austin',
        state: 'TX',
        country: 'USA',
        countryCode: '',
        label: 'Austin, TX, USA',
      },
    ]);
    expect(google.load).toHaveBeenCalledWith('key-1');
    expect(google.requests[0]).toMatchObject({ input: 'Aus', types: ['(cities)'], language: 'en' });
  });

  it('returns no suggestions for ZERO_RESULTS and fails on other statuses', async () => {
    await expect(
      new GooglePlacesProvider('k', fakeGoogle([], [], 'ZERO_RESULTS').load).search('q'),
    ).resolves.toEqual([]);
    await expect(
      new GooglePlacesProvider('k', fakeGoogle([], [], 'REQUEST_DENIED').load).search('q'),
    ).rejects.toThrow('REQUEST_DENIED');
  });

  it('completes a picked city with the state and country from place details', async () => {
    const google = fakeGoogle(
      [austinPrediction],
      [
        { long_name: 'Austin', short_name: 'Austin', types: ['locality', 'political'] },
        {
          long_name: 'Texas',
          short_name: 'TX',
          types: ['administrative_area_level_1', 'political'],
        },
        { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
      ],
    );
    const provider = new GooglePlacesProvider('k', google.load);
    const [austin] = await provider.search('Aus');
    await expect(provider.resolve(austin)).resolves.toMatchObject({
      city: 'Austin',
      state: 'Texas',
      country: 'United States',
      countryCode: 'US',
    });
    // The details call closes the autocomplete session the predictions opened.
    expect(google.requests[1]).toMatchObject({ placeId: 'ChIJ-austin', language: 'en' });
    expect(google.requests[1].sessionToken).toBe(google.requests[0].sessionToken);
  });
});

describe('createPlacesProvider', () => {
  it('uses Google Places when a key is configured and the embedded search otherwise', () => {
    expect(createPlacesProvider({ apiBaseUrl: '', googleMapsApiKey: 'abc' })).toBeInstanceOf(
      GooglePlacesProvider,
    );
    expect(createPlacesProvider({ apiBaseUrl: '', googleMapsApiKey: '  ' })).toBeInstanceOf(
      EmbeddedPlacesProvider,
    );
    expect(createPlacesProvider({ apiBaseUrl: '' })).toBeInstanceOf(EmbeddedPlacesProvider);
  });
});
