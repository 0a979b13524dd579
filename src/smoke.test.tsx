import { render, screen } from '@testing-library/react';

it('renders a heading in jsdom', () => {
  render(<h1>Matchboard</h1>);
  expect(screen.getByRole('heading', { name: 'Matchboard' })).toBeInTheDocument();
});
