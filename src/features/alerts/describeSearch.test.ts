import { EMPTY_JOB_SEARCH_FILTERS } from '@contract/jobFilters';
import { describeJobSearch, filtersOfSavedQuery } from './describeSearch';

const reference = { lists: {}, terms: {} };

describe('a saved job search in words', () => {
  it('says the distance with the cities it is measured from', () => {
    const filters = filtersOfSavedQuery('&search=react&location=Berlin+Potsdam&distance=25');
    expect(filters?.distance).toBe(25);
    expect(describeJobSearch(filters!, reference)).toEqual([
      '“react”',
      'within 25 km of Berlin or Potsdam',
    ]);
  });

  it('names the cities alone without a distance', () => {
    expect(
      describeJobSearch(
        { ...EMPTY_JOB_SEARCH_FILTERS, locations: ['Berlin', 'Hamburg'] },
        reference,
      ),
    ).toEqual(['Berlin', 'Hamburg']);
  });

  it('reads a distance the search does not offer as a query that no longer reads', () => {
    expect(filtersOfSavedQuery('&location=Berlin&distance=30')).toBeNull();
  });
});
