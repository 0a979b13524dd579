import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik, useFormikContext } from 'formik';
import { object, string } from 'yup';
import { FormShell } from './FormShell';
import { TextField } from './TextField';
import { TYPING_PAUSE_MS } from './useBufferedValue';

/** Shows what the form holds, so a test sees when the form heard of a keystroke. */
function FormValue() {
  const { values } = useFormikContext<{ role: string }>();
  return <output aria-label="form value">{values.role}</output>;
}

function renderForm(bufferTyping: boolean, onSubmit = jest.fn()) {
  render(
    <Formik initialValues={{ role: 'Engineer' }} onSubmit={onSubmit}>
      <FormShell aria-label="Role" bufferTyping={bufferTyping}>
        <TextField name="role" label="Current role" />
        <FormValue />
      </FormShell>
    </Formik>,
  );
  return onSubmit;
}

describe('buffered typing', () => {
  afterEach(() => jest.useRealTimers());

  it('shows every keystroke at once and hands the value to the form when typing pauses', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm(true);
    const input = screen.getByLabelText('Current role');
    await user.clear(input);
    await user.type(input, 'CTO');
    expect(input).toHaveValue('CTO');
    expect(screen.getByLabelText('form value')).toHaveTextContent('Engineer');
    await act(async () => {
      jest.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    expect(screen.getByLabelText('form value')).toHaveTextContent('CTO');
  });

  it('hands a pending value over when the field is left, and before Enter submits', async () => {
    const onSubmit = renderForm(true);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Current role');
    await user.clear(input);
    await user.type(input, 'Staff engineer');
    await user.tab();
    expect(screen.getByLabelText('form value')).toHaveTextContent('Staff engineer');
    await user.click(input);
    await user.type(input, ' II{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ role: 'Staff engineer II' }, expect.anything());
  });

  it('asks before the page unloads with a keystroke held back, and hands it to the form', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm(true);
    const input = screen.getByLabelText('Current role');
    await user.type(input, 's');
    const leaving = new Event('beforeunload', { cancelable: true });
    // The form validates what it is handed asynchronously, so the act waits for that too.
    await act(async () => {
      window.dispatchEvent(leaving);
    });
    expect(leaving.defaultPrevented).toBe(true);
    expect(screen.getByLabelText('form value')).toHaveTextContent('Engineers');
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });

  it('lets the page unload without asking once typing has reached the form', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderForm(true);
    await user.type(screen.getByLabelText('Current role'), 's');
    await act(async () => {
      jest.advanceTimersByTime(TYPING_PAUSE_MS);
    });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(false);
  });

  it('keeps every keystroke in a small form at once', async () => {
    renderForm(false);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current role'), 's');
    expect(screen.getByLabelText('form value')).toHaveTextContent('Engineers');
  });

  it('checks a field it leaves against what it holds, so a filled field is never flagged', async () => {
    render(
      <Formik
        initialValues={{ first: '', last: '' }}
        validationSchema={object({ first: string().required(), last: string().required() })}
        onSubmit={jest.fn()}
      >
        <FormShell aria-label="Names" bufferTyping>
          <TextField name="first" label="First name" />
          <TextField name="last" label="Last name" />
        </FormShell>
      </Formik>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.tab();
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.tab();
    // Every validation started so far has answered.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid');
    await user.clear(screen.getByLabelText('Last name'));
    await user.tab();
    expect(await screen.findByText('last is a required field')).toBeInTheDocument();
  });
});
