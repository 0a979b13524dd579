import { render, screen, within } from '@testing-library/react';
import { analyzeGenderCoding } from '@contract/gender/genderCoding';
import { GenderCheckResult } from './GenderCheckResult';

const show = (text: string) => render(<GenderCheckResult analysis={analyzeGenderCoding(text)} />);

describe('GenderCheckResult', () => {
  it.each([
    ['trust', 'Feminine-coded', '1 feminine-coded word, 0 masculine-coded words; score +1.'],
    ['trust warm kind loyal', 'Strongly feminine-coded', 'score +4.'],
    ['lead force fight', 'Masculine-coded', '0 feminine-coded words, 3 masculine-coded words'],
    ['lead force fight driven', 'Strongly masculine-coded', 'score −4.'],
    ['lead trust', 'Neutral', 'score 0.'],
  ])('names the result of "%s" %s and gives the counts', (text, title, counts) => {
    show(text);
    const status = screen.getByRole('status');
    expect(within(status).getByText(title)).toBeInTheDocument();
    expect(status).toHaveTextContent(counts);
  });

  it('lists each word once with its count, most frequent first', () => {
    show('lead, fearless, stubborn lead, fearless lead');
    const list = screen.getByRole('list', { name: /Masculine-coded words/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['lead ×3 → try “guide”', 'fearless ×2 → try “bold”', 'stubborn → try “tenacious”']);
    expect(screen.queryByRole('list', { name: /Feminine-coded words/ })).toBeNull();
  });

  it('lists a word without advice on its own', () => {
    show('athletic');
    const list = screen.getByRole('list', { name: /Masculine-coded words/ });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/^athletic$/);
  });

  it('keeps only an empty live region while the check is off', () => {
    const { container } = render(<GenderCheckResult analysis={undefined} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(container.querySelectorAll('section')).toHaveLength(0);
  });
});
