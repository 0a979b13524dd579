import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FiltersToggle } from './ListParts';

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <FiltersToggle controls="filters" open={open} active={2} onToggle={() => setOpen(!open)} />
  );
}

describe('FiltersToggle', () => {
  it('shows whether the filters are open, to the eye and to a screen reader', async () => {
    render(<Toggle />);
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveClass('ant-btn-primary');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveClass('ant-btn-primary');
    expect(toggle).toHaveAttribute('aria-controls', 'filters');
  });
});
