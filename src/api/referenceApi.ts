/**
 * Reference data (spec 01 §3 "Reference data", §7): the list field options and taxonomy terms
 * that feed every select. They are loaded once when the signed-in app starts, kept in the RTK
 * Query cache for a day and shared by every component that asks, so a select never triggers
 * its own request.
 */
import { createSelector } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import type { JsonApiDocument, ResourceObject } from '@contract/jsonapi';
import {
  LIST_FIELD_NAMES,
  LIST_FIELD_OPTIONS_PATH,
  TAXONOMY_PAGE_LIMIT,
  TAXONOMY_VOCABULARIES,
  type ListFieldName,
  type ListFieldOptions,
  type TaxonomyTermAttributes,
  type TaxonomyVocabulary,
} from '@contract/reference';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { baseApi } from './baseApi';

export type { ListFieldName, ListFieldOptions, TaxonomyVocabulary } from '@contract/reference';

/** A taxonomy term as selects use it: uuid for relationships, tid for filters, name to show. */
export interface ReferenceTerm {
  id: string;
  tid: number;
  name: string;
}

/** Everything `useReferenceData` hands out; lists and vocabularies appear as they load. */
export interface ReferenceData {
  lists: Partial<Record<ListFieldName, ListFieldOptions>>;
  terms: Partial<Record<TaxonomyVocabulary, ReferenceTerm[]>>;
  isLoading: boolean;
  isError: boolean;
}

/** Reference data changes only with a deployment; a day in the cache is safe. */
export const REFERENCE_CACHE_SECONDS = 24 * 60 * 60;

/** Spec 01 §7: how many terms each vocabulary may have (country 300, technical skills 60). */
export const TERM_LIMITS: Record<TaxonomyVocabulary, number> = {
  country: 300,
  technical_skills: 60,
  personal_skills: 50,
  benefits: 50,
  industry: 50,
  candidate_source: 50,
};

/** The URL of one taxonomy page, with the bracketed parameters the spec shows. */
export const taxonomyPageUrl = (vocabulary: TaxonomyVocabulary, offset: number): string =>
  `api/taxonomy_term/${vocabulary}?page[limit]=${TAXONOMY_PAGE_LIMIT}&page[offset]=${offset}`;

type TermDocument = JsonApiDocument<ResourceObject<TaxonomyTermAttributes>[]>;

export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/list_field_options/{field}?_format=json: stored key => label, in order. */
    listFieldOptions: build.query<ListFieldOptions, ListFieldName>({
      query: (field) => `${LIST_FIELD_OPTIONS_PATH.slice(1)}/${field}?_format=json`,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
      providesTags: (_result, _error, field) => [{ type: 'ReferenceData', id: field }],
    }),
    /** Every term of a vocabulary, 50 a page, up to the vocabulary's limit. */
    taxonomyTerms: build.query<ReferenceTerm[], TaxonomyVocabulary>({
      async queryFn(vocabulary, _api, _extraOptions, baseQuery) {
        const limit = TERM_LIMITS[vocabulary];
        const terms: ReferenceTerm[] = [];
        for (let offset = 0; offset < limit; offset += TAXONOMY_PAGE_LIMIT) {
          const result = await baseQuery(taxonomyPageUrl(vocabulary, offset));
          if (result.error) return { error: result.error };
          const doc = result.data as TermDocument;
          for (const resource of doc.data) {
            terms.push({
              id: resource.id,
              tid: resource.attributes.drupal_internal__tid,
              name: resource.attributes.name,
            });
          }
          // Drupal names a next page only when there is one; without links a short page ends it.
          const more = doc.links ? Boolean(doc.links.next) : doc.data.length >= TAXONOMY_PAGE_LIMIT;
          if (!more || doc.data.length === 0) break;
        }
        return { data: terms.slice(0, limit) };
      },
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
      providesTags: (_result, _error, vocabulary) => [{ type: 'Taxonomy', id: vocabulary }],
    }),
  }),
});

export const { useListFieldOptionsQuery, useTaxonomyTermsQuery } = referenceApi;

const listSelectors = LIST_FIELD_NAMES.map((field) =>
  referenceApi.endpoints.listFieldOptions.select(field),
);
const termSelectors = TAXONOMY_VOCABULARIES.map((vocabulary) =>
  referenceApi.endpoints.taxonomyTerms.select(vocabulary),
);

interface EntryState {
  data?: ListFieldOptions | ReferenceTerm[];
  isError: boolean;
  isSuccess: boolean;
}

/**
 * Every list and vocabulary from the cache, combined into one object. Each cache entry is an
 * input of its own, so the result changes only when one of them does.
 */
export const selectReferenceData = createSelector(
  [...listSelectors, ...termSelectors] as ((state: RootState) => EntryState)[],
  (...entries: EntryState[]): ReferenceData => {
    const lists: ReferenceData['lists'] = {};
    const terms: ReferenceData['terms'] = {};
    LIST_FIELD_NAMES.forEach((field, index) => {
      const data = entries[index].data;
      if (data) lists[field] = data as ListFieldOptions;
    });
    TAXONOMY_VOCABULARIES.forEach((vocabulary, index) => {
      const data = entries[LIST_FIELD_NAMES.length + index].data;
      if (data) terms[vocabulary] = data as ReferenceTerm[];
    });
    const isError = entries.some((entry) => entry.isError);
    return {
      lists,
      terms,
      isError,
      isLoading: !isError && entries.some((entry) => !entry.isSuccess),
    };
  },
);

/**
 * Loads every list field and vocabulary (once; later callers share the cache) and returns them
 * as they arrive. A failed list is requested again the next time a component asks.
 */
export function useReferenceData(): ReferenceData {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscriptions = [
      ...LIST_FIELD_NAMES.map((field) =>
        dispatch(referenceApi.endpoints.listFieldOptions.initiate(field)),
      ),
      ...TAXONOMY_VOCABULARIES.map((vocabulary) =>
        dispatch(referenceApi.endpoints.taxonomyTerms.initiate(vocabulary)),
      ),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch]);
  return useAppSelector(selectReferenceData);
}

/** The options of a list field for an antd Select, in the server's order; [] until loaded. */
export function optionsOf(
  lists: Partial<Record<ListFieldName, ListFieldOptions>>,
  field: ListFieldName,
): { value: string; label: string }[] {
  return Object.entries(lists[field] ?? {}).map(([value, label]) => ({ value, label }));
}
