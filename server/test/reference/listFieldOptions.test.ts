import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LIST_FIELD_NAMES, TAXONOMY_VOCABULARIES } from '@contract/reference';
import {
  getListFieldOptions,
  isAllowedListValue,
  isListFieldName,
} from '../../src/reference/listFieldOptions';
import { allTerms, isTaxonomyVocabulary, termId, termsOf } from '../../src/reference/taxonomy';
import { countryName } from '../../src/reference/vocabularies/countries';
import { uuidV5 } from '../../src/reference/vocabularies/uuidV5';

describe('list field options', () => {
  it('serves a non-empty key => label object for every field of spec 01 §7', () => {
    for (const field of LIST_FIELD_NAMES) {
      const options = getListFieldOptions(field);
      assert.ok(Object.keys(options).length > 1, field);
      for (const [key, label] of Object.entries(options)) {
        assert.ok(key.length > 0 && typeof label === 'string' && label.length > 0, field);
      }
    }
  });

  it('lists USD first, then real currencies sorted by code without metals, funds or test codes', () => {
    const codes = Object.keys(getListFieldOptions('currency'));
    assert.equal(codes[0], 'USD');
    assert.deepEqual(codes.slice(1), [...codes.slice(1)].sort());
    for (const code of ['EUR', 'GBP', 'JPY', 'INR', 'XOF', 'XAF']) assert.ok(codes.includes(code));
    for (const code of ['XAU', 'XAG', 'XTS', 'XXX', 'XDR', 'USN', 'CHE', 'BOV']) {
      assert.ok(!codes.includes(code), code);
    }
    assert.ok(codes.length > 140);
    assert.equal(getListFieldOptions('currency').EUR, 'EUR - Euro');
  });

  it('lists every ISO 639-1 language with its English name, alphabetically', () => {
    const languages = getListFieldOptions('languages');
    assert.equal(languages.en, 'English');
    assert.equal(languages.de, 'German');
    assert.ok(Object.keys(languages).length >= 180);
    const labels = Object.values(languages);
    assert.deepEqual(
      labels,
      [...labels].sort((a, b) => a.localeCompare(b, 'en')),
    );
  });

  it('offers CEFR levels A1 to C2 and native in that order', () => {
    assert.deepEqual(Object.keys(getListFieldOptions('language_proficiencies_def')), [
      'A1',
      'A2',
      'B1',
      'B2',
      'C1',
      'C2',
      'native',
    ]);
  });

  it('keeps the job remote keys spec 02 relies on and shows experience as years', () => {
    const remote = getListFieldOptions('remote_job');
    assert.equal(remote.remote, 'Remote');
    assert.equal(remote.no, 'On-site');
    for (const label of Object.values(getListFieldOptions('professional_experience'))) {
      assert.match(label, / years$/);
    }
  });

  it('uses numeric company position codes in display order', () => {
    const positions = getListFieldOptions('company_position');
    assert.equal(positions['1'], 'CEO / Founder');
    assert.ok(Object.keys(positions).every((key) => /^\d+$/.test(key)));
    assert.equal(Object.values(positions).at(-1), 'Other');
  });

  it('tells allowed values from others and refuses to be changed', () => {
    assert.equal(isAllowedListValue('employment_type', 'full_time'), true);
    assert.equal(isAllowedListValue('company_position', 2), true);
    assert.equal(isAllowedListValue('employment_type', 'toString'), false);
    assert.equal(isAllowedListValue('employment_type', null), false);
    assert.equal(isListFieldName('currency'), true);
    assert.equal(isListFieldName('password'), false);
    const remote = getListFieldOptions('remote_job');
    assert.equal(Reflect.set(remote, 'remote', 'changed'), false);
    assert.equal(getListFieldOptions('remote_job').remote, 'Remote');
  });
});

describe('taxonomy terms', () => {
  it('computes RFC 9562 name-based v5 uuids', () => {
    assert.equal(
      uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8'),
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('gives every term a stable id derived from vocabulary and name', () => {
    const terms = allTerms();
    assert.equal(new Set(terms.map((term) => term.id)).size, terms.length);
    const python = termsOf('technical_skills').find((term) => term.name === 'Python');
    assert.equal(python?.id, termId('technical_skills', 'Python'));
    assert.deepEqual(allTerms(), terms);
  });

  it('seeds every ISO 3166 country with the long US and UK names the city provider uses', () => {
    const countries = termsOf('country');
    assert.ok(countries.length >= 249 && countries.length <= 300);
    const names = new Set(countries.map((term) => term.name));
    for (const name of ['United States', 'United Kingdom', 'Germany', 'Brazil', 'China']) {
      assert.ok(names.has(name), name);
    }
    assert.equal(countries.find((term) => term.code === 'US')?.name, 'United States');
    assert.equal(countryName('gb'), 'United Kingdom');
    assert.deepEqual(
      countries.map((term) => term.weight),
      countries.map((_, i) => i),
    );
  });

  it('keeps each vocabulary within the page counts the SPA loads', () => {
    assert.ok(termsOf('technical_skills').length <= 60);
    for (const vocabulary of TAXONOMY_VOCABULARIES.filter((v) => v !== 'country')) {
      const terms = termsOf(vocabulary);
      assert.ok(terms.length >= 20 && terms.length <= 60, vocabulary);
      assert.equal(new Set(terms.map((term) => term.name)).size, terms.length, vocabulary);
    }
    assert.ok(termsOf('candidate_source').some((term) => term.name === 'LinkedIn'));
    assert.equal(isTaxonomyVocabulary('industry'), true);
    assert.equal(isTaxonomyVocabulary('tags'), false);
  });
});
