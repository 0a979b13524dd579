import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { FormShell } from './FormShell';
import { RichTextFormField } from './RichTextFormField';

function FormValue() {
  const { values } = useFormikContext<{ bio: string }>();
  return <output aria-label="form value">{values.bio}</output>;
}

function renderField(bio: string) {
  const view = render(
    <Formik initialValues={{ bio }} onSubmit={jest.fn()}>
      <FormShell aria-label="Bio">
        <RichTextFormField name="bio" label="Short bio" />
        <FormValue />
      </FormShell>
    </Formik>,
  );
  const editable = () => view.container.querySelector('[contenteditable="true"]');
  return { editable };
}

describe('RichTextFormField', () => {
  it('shows the stored text in a stand-in until the field is used, without loading the editor', async () => {
    const { editable } = renderField('<p>Writes <strong>compilers</strong></p>');
    const box = screen.getByRole('textbox', { name: 'Short bio' });
    expect(box).toHaveTextContent('Writes compilers');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeDisabled();
    // Nothing asked for the editor: it is not there, even after a while.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(editable()).toBeNull();
  });

  it('loads the editor when the field is pointed at', async () => {
    const { editable } = renderField('<p>Writes compilers</p>');
    fireEvent.pointerEnter(screen.getByRole('textbox', { name: 'Short bio' }).parentElement!);
    await waitFor(() => expect(editable()).not.toBeNull());
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
    expect(editable()).toHaveTextContent('Writes compilers');
  });

  it('hands what was typed into the stand-in to the editor and the form, which takes the focus', async () => {
    const { editable } = renderField('<p>Writes compilers</p>');
    const box = screen.getByRole('textbox', { name: 'Short bio' });
    // Keys first: once the editor's code is at hand (an earlier test loaded it), focus alone
    // brings the editor in at once.
    fireEvent.keyDown(box, { key: ',' });
    fireEvent.keyDown(box, { key: ' ' });
    fireEvent.keyDown(box, { key: 'Control' });
    fireEvent.paste(box, { clipboardData: { getData: () => 'tests them' } });
    act(() => box.focus());
    await waitFor(() => expect(editable()).not.toBeNull());
    await waitFor(() =>
      expect(screen.getByLabelText('form value')).toHaveTextContent(
        '<p>Writes compilers, tests them</p>',
      ),
    );
    await waitFor(() => expect(editable()).toHaveFocus());
  });
});
