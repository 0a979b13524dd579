import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { DateField } from './DateField';
import { FormShell } from './FormShell';

function FormValue() {
  const { values } = useFormikContext<{ until: string }>();
  return <output aria-label="form value">{values.until}</output>;
}

function renderField(until: string) {
  const view = render(
    <Formik initialValues={{ until }} onSubmit={jest.fn()}>
      <FormShell aria-label="Dates">
        <DateField name="until" label="Valid until" required />
        <FormValue />
      </FormShell>
    </Formik>,
  );
  const picker = () => view.container.querySelector('.ant-picker');
  return { picker, unmount: view.unmount };
}

describe('DateField', () => {
  it('shows the date in a stand-in of the same look until the field is used', async () => {
    const { picker } = renderField('2026-12-31');
    expect(screen.getByLabelText('Valid until')).toHaveValue('31/12/2026');
    expect(screen.getByLabelText('Valid until')).toHaveAttribute('aria-required', 'true');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(picker()).toBeNull();
  });

  it('loads the picker when pointed at, which then stores what is picked', async () => {
    const { picker } = renderField('2026-12-31');
    fireEvent.pointerEnter(screen.getByLabelText('Valid until').closest('div')!);
    await waitFor(() => expect(picker()).not.toBeNull());
    const input = screen.getByLabelText('Valid until');
    expect(input).toHaveValue('31/12/2026');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '15/01/2027{Enter}');
    await waitFor(() =>
      expect(screen.getByLabelText('form value')).toHaveTextContent('2027-01-15'),
    );
  });

  it('hands the focus and what was typed before the picker arrived to the picker', async () => {
    const { picker } = renderField('');
    const standIn = screen.getByLabelText('Valid until');
    for (const key of '15/01') fireEvent.keyDown(standIn, { key });
    fireEvent.keyDown(standIn, { key: 'Shift' });
    act(() => standIn.focus());
    await waitFor(() => expect(picker()).not.toBeNull());
    const input = screen.getByLabelText('Valid until');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveValue('15/01');
  });

  it('keeps a date typed and confirmed before the picker arrived, and leaves the focus where it went', async () => {
    const { picker } = renderField('');
    const standIn = screen.getByLabelText('Valid until');
    // Typed and confirmed with Enter, then left, all before the picker is there (its chunk may
    // already be loaded by another test, so it is asked for only afterwards).
    for (const key of '30/06/2026') fireEvent.keyDown(standIn, { key });
    fireEvent.keyDown(standIn, { key: 'Enter' });
    fireEvent.pointerEnter(standIn.closest('div')!);
    await waitFor(() => expect(picker()).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByLabelText('form value')).toHaveTextContent('2026-06-30'),
    );
    await waitFor(() => expect(screen.getByLabelText('Valid until')).toHaveValue('30/06/2026'));
    expect(screen.getByLabelText('Valid until')).not.toHaveFocus();
  });

  it('types an unfinished date into the picker instead of storing it', async () => {
    const { picker } = renderField('');
    const standIn = screen.getByLabelText('Valid until');
    for (const key of '30/06') fireEvent.keyDown(standIn, { key });
    fireEvent.keyDown(standIn, { key: 'Enter' });
    act(() => standIn.focus());
    await waitFor(() => expect(picker()).not.toBeNull());
    await waitFor(() => expect(screen.getByLabelText('Valid until')).toHaveValue('30/06'));
    expect(screen.getByLabelText('form value')).toBeEmptyDOMElement();
  });

  it('replaces the shown date with what was typed over it or after deleting it, not appends to it', async () => {
    for (const before of ['select', 'Backspace']) {
      const view = renderField('2026-12-31');
      const standIn = screen.getByLabelText('Valid until') as HTMLInputElement;
      if (before === 'select') standIn.setSelectionRange(0, standIn.value.length);
      else fireEvent.keyDown(standIn, { key: 'Backspace' });
      for (const key of '15/01') fireEvent.keyDown(standIn, { key });
      act(() => standIn.focus());
      await waitFor(() => expect(view.picker()).not.toBeNull());
      await waitFor(() => expect(screen.getByLabelText('Valid until')).toHaveValue('15/01'), {
        timeout: 2000,
      });
      view.unmount();
    }
  });
});
