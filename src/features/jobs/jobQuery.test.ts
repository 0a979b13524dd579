import {
  EMPTY_JOB_LIST_FILTERS,
  EMPTY_JOB_SEARCH_FILTERS,
  encodeJobListFilters,
  encodeJobSearchFilters,
  type JobListFilters,
} from '@contract/jobFilters';
import { listQuery } from '@contract/listQuery';
import { organizationActivated } from '@/session/activeOrganizationSlice';
import { initialJobFiltersState, jobFiltersReducer, jobPostsQueryChanged } from './jobFiltersSlice';
import {
  EMPTY_JOB_SEARCH_VIEW,
  encodeJobSearchView,
  readJobListQuery,
  readJobSearchQuery,
  sortAfterSearch,
} from './jobQuery';

const filters = (change: Partial<JobListFilters>): JobListFilters => ({
  ...EMPTY_JOB_LIST_FILTERS,
  ...change,
});

describe('job list filters and their address', () => {
  it.each([
    [
      'search words joined by +',
      filters({ search: '  data   engineer ' }),
      '&search=data+engineer',
    ],
    ['any skill joined by +', filters({ skills: [4, 9] }), '&field_technical_skills=4+9'],
    [
      'all skills joined by ,',
      filters({ skills: [4, 9], skillsOperator: 'all' }),
      '&field_technical_skills=4,9',
    ],
    [
      'cities with spaces as - and commas as --',
      filters({ locations: ['New York', 'Frankfurt am Main, Hesse'] }),
      '&field_location=New-York+Frankfurt-am-Main--Hesse',
    ],
    [
      'expired jobs with the < operator',
      filters({ validity: 'expired' }),
      '&field_valid_until_op=%3C&field_valid_until%5Bvalue%5D=now',
    ],
    [
      'active jobs with the > operator',
      filters({ validity: 'active' }),
      '&field_valid_until_op=%3E&field_valid_until%5Bvalue%5D=now',
    ],
    ['featured jobs as sticky=1', filters({ featured: true }), '&sticky=1'],
    [
      'remote, countries and employment joined by +',
      filters({ remote: ['remote', 'hybrid'], countries: [3], employment: ['full_time'] }),
      '&field_remote_job=remote+hybrid&country=3&field_employment_type=full_time',
    ],
  ])('encodes %s and reads it back', (_name, value, encoded) => {
    expect(encodeJobListFilters(value)).toBe(encoded);
    const query = listQuery(2, encodeJobListFilters(value));
    expect(query).toBe(`page=2&q=1${encoded}`);
    const read = readJobListQuery(query);
    expect(read.page).toBe(2);
    expect(read.filters).toEqual({ ...value, search: value.search.trim().split(/\s+/).join(' ') });
  });

  it('drops a malformed value of one filter and keeps the others', () => {
    const read = readJobListQuery('?page=x&q=1&search=react&country=abc&sticky=1');
    expect(read.page).toBe(0);
    expect(read.filters).toEqual(filters({ search: 'react', featured: true }));
  });

  it('reads the candidate search filters back from their address', () => {
    const value = {
      ...EMPTY_JOB_SEARCH_FILTERS,
      search: 'kotlin',
      organizations: [12],
      experience: ['10+'],
      created: 'past_week' as const,
      salaryMin: 50000,
    };
    const query = listQuery(1, encodeJobSearchFilters(value));
    expect(query).toBe(
      'page=1&q=1&search=kotlin&hiring_organization=12&experience=10%2B&created=past_week&salary_min=50000',
    );
    // A search text without an order is read in relevance order.
    expect(readJobSearchQuery(query)).toEqual({
      page: 1,
      filters: { ...value, sort: 'relevance' },
    });
  });

  it('writes the order only when it is not the default for the text', () => {
    const view = { ...EMPTY_JOB_SEARCH_VIEW, search: 'kotlin' };
    expect(encodeJobSearchView({ ...view, sort: 'relevance' })).toBe('&search=kotlin');
    expect(encodeJobSearchView({ ...view, sort: 'date' })).toBe('&search=kotlin&sort=date');
    expect(encodeJobSearchView({ ...EMPTY_JOB_SEARCH_VIEW, sort: 'date' })).toBe('');
    expect(readJobSearchQuery('?page=0&q=1&search=kotlin&sort=date').filters.sort).toBe('date');
    // The order follows a new text unless she chose one; relevance needs a text.
    expect(sortAfterSearch({ search: '', sort: 'date' }, 'kotlin')).toBe('relevance');
    expect(sortAfterSearch({ search: 'go', sort: 'date' }, 'kotlin')).toBe('date');
    expect(sortAfterSearch({ search: 'go', sort: 'relevance' }, '')).toBe('date');
    expect(sortAfterSearch({ search: 'go', sort: 'best_match' }, 'kotlin')).toBe('best_match');
  });

  it('keeps the best-match order after the filters, and drops an order it does not know', () => {
    const view = { ...EMPTY_JOB_SEARCH_VIEW, remote: ['remote'], sort: 'best_match' as const };
    const query = listQuery(0, encodeJobSearchView(view));
    expect(query).toBe('page=0&q=1&remote=remote&sort=best_match');
    expect(readJobSearchQuery(query)).toEqual({ page: 0, filters: view });
    expect(readJobSearchQuery('?page=0&q=1&remote=remote&sort=score').filters).toEqual({
      ...view,
      sort: 'date',
    });
  });

  it('goes back to page 0, filters kept, when another organization becomes active', () => {
    const stored = jobFiltersReducer(
      initialJobFiltersState,
      jobPostsQueryChanged('page=4&q=1&search=react'),
    );
    const next = jobFiltersReducer(
      stored,
      organizationActivated({
        uuid: 'user-1',
        organization: 'org-2',
        organizationLogo: null,
        appBarColor: null,
        nid: 13,
      }),
    );
    expect(next.jobPostsFilterQuery).toBe('page=0&q=1&search=react');
  });
});
