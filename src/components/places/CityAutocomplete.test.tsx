import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CitySuggestion, PlacesProvider, SelectedCity } from '@contract/places';
import { CityAutocomplete } from './CityAutocomplete';

// antd's Select family schedules work with MessageChannel, which jest-fixed-jsdom does not
// provide. This stand-in delivers the message on a timer, like the browser's macrotask. It
// belongs in src/testing/polyfills.ts; it lives here until that shared file has it.
class TimerMessageChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
  };
}
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: TimerMessageChannel });
}

const KNOWN = ['Germany', 'United States', 'United Kingdom'];

const suggestion = (
  city: string,
  state: string,
  country: string,
  code: string,
): CitySuggestion => ({
  id: `${city}-${code}`,
  city,
  state,
  country,
  countryCode: code,
  label: [city, state, country].filter(Boolean).join(', '),
});

const CITIES = [
  suggestion('Berlin', 'Berlin', 'Germany', 'DE'),
  suggestion('Austin', 'Texas', 'USA', 'US'),
  suggestion('Leeds', 'England', 'UK', 'GB'),
  suggestion('Lagos', 'Lagos', 'Nigeria', 'NG'),
];

function fakeProvider(overrides: Partial<PlacesProvider> = {}) {
  return {
    search: jest.fn(async (query: string) =>
      CITIES.filter((c) => c.city.toLowerCase().startsWith(query.toLowerCase())),
    ),
    ...overrides,
  };
}

function Field({
  provider,
  onChange = jest.fn(),
  initial = null,
}: {
  provider: PlacesProvider;
  onChange?: (city: SelectedCity | null) => void;
  initial?: SelectedCity | null;
}) {
  const [value, setValue] = useState<SelectedCity | null>(initial);
  return (
    <>
      <label htmlFor="city">City</label>
      <CityAutocomplete
        id="city"
        value={value}
        onChange={(city) => {
          setValue(city);
          onChange(city);
        }}
        provider={provider}
        knownCountries={KNOWN}
      />
      <button type="button">Next field</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'City' });
const MESSAGE = 'Required. Please select a location from the autocomplete dropdown';

describe('CityAutocomplete', () => {
  it('asks for suggestions once typing pauses, not on every keystroke', async () => {
    const user = userEvent.setup();
    const provider = fakeProvider();
    render(<Field provider={provider} />);
    await user.type(input(), 'Berl');
    expect(await screen.findByText('Berlin, Berlin, Germany')).toBeInTheDocument();
    expect(provider.search).toHaveBeenCalledTimes(1);
    expect(provider.search).toHaveBeenCalledWith('Berl', expect.any(AbortSignal));
  });

  it('stores the picked city with its state, country and country code', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Field provider={fakeProvider()} onChange={onChange} />);
    await user.type(input(), 'Ber');
    await user.click(await screen.findByText('Berlin, Berlin, Germany'));
    expect(onChange).toHaveBeenLastCalledWith({
      city: 'Berlin',
      state: 'Berlin',
      country: 'Germany',
      countryCode: 'DE',
    });
    expect(input()).toHaveValue('Berlin, Berlin, Germany');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(input()).toHaveValue('Berlin, Berlin, Germany');
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('can be filled from the keyboard with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Field provider={fakeProvider()} onChange={onChange} />);
    await user.tab();
    expect(input()).toHaveFocus();
    await user.keyboard('Ber');
    await screen.findByText('Berlin, Berlin, Germany');
    // rc-select reads the legacy `which` code of list keys, which user-event does not set.
    fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13, which: 13 });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ city: 'Berlin' }));
    await user.tab();
    expect(input()).toHaveValue('Berlin, Berlin, Germany');
  });

  it("expands 'USA' and 'UK' to the long country names", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Field provider={fakeProvider()} onChange={onChange} />);
    await user.type(input(), 'Aus');
    await user.click(await screen.findByText('Austin, Texas, USA'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ country: 'United States', countryCode: 'US' }),
    );
    await user.clear(input());
    await user.type(input(), 'Lee');
    await user.click(await screen.findByText('Leeds, England, UK'));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ city: 'Leeds', country: 'United Kingdom' }),
    );
  });

  it('clears the field and shows the spec message when the country is not in the known list', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const berlin = { city: 'Berlin', state: 'Berlin', country: 'Germany', countryCode: 'DE' };
    render(<Field provider={fakeProvider()} onChange={onChange} initial={berlin} />);
    await user.clear(input());
    await user.type(input(), 'Lag');
    await user.click(await screen.findByText('Lagos, Lagos, Nigeria'));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input()).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(input()).toHaveAccessibleDescription(MESSAGE);
  });

  it('clears typed text that was not picked from the list when the field loses focus', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const berlin = { city: 'Berlin', state: 'Berlin', country: 'Germany', countryCode: 'DE' };
    render(<Field provider={fakeProvider()} onChange={onChange} initial={berlin} />);
    expect(input()).toHaveValue('Berlin, Berlin, Germany');
    await user.type(input(), 'x');
    await user.click(screen.getByRole('button', { name: 'Next field' }));
    expect(input()).toHaveValue('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
  });

  it('completes the picked suggestion through the provider when it offers details', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const provider = fakeProvider({
      search: jest.fn(async () => [suggestion('Austin', '', 'USA', '')]),
      resolve: jest.fn(async (s: CitySuggestion) => ({ ...s, state: 'Texas', countryCode: 'US' })),
    });
    render(<Field provider={provider} onChange={onChange} />);
    await user.type(input(), 'Aus');
    await user.click(await screen.findByText('Austin, USA'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        city: 'Austin',
        state: 'Texas',
        country: 'United States',
        countryCode: 'US',
      }),
    );
  });

  it('keeps working and shows no suggestions when the provider fails', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const provider = fakeProvider({ search: jest.fn().mockRejectedValue(new Error('offline')) });
    render(<Field provider={provider} />);
    await user.type(input(), 'Ber');
    expect(await screen.findByText('No matching city')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('City search failed', expect.any(Error));
    log.mockRestore();
  });
});
