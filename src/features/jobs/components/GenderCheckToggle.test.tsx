import { screen, waitFor, within } from '@testing-library/react';
import { Formik } from 'formik';
import { RichTextFormField } from '@/components/form/RichTextFormField';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { GenderCheckToggle } from './GenderCheckToggle';

const MASCULINE_TEXT =
  '<p>A <strong>competitive</strong>, driven leader.</p><p>Competitive pay; supportive team.</p>';
const FEMININE_TEXT = '<p>Warm, supportive and collaborative: we share and trust.</p>';

/** A form with the checked description and a button that replaces its text from outside. */
function renderForm(initial = MASCULINE_TEXT) {
  return renderWithProviders(
    <Formik initialValues={{ description: initial }} onSubmit={jest.fn()}>
      {({ setFieldValue }) => (
        <>
          <GenderCheckToggle name="description">
            {(highlight) => (
              <RichTextFormField name="description" label="Description" highlight={highlight} />
            )}
          </GenderCheckToggle>
          <button type="button" onClick={() => void setFieldValue('description', FEMININE_TEXT)}>
            Replace text
          </button>
        </>
      )}
    </Formik>,
  );
}

const marks = () =>
  Array.from(document.querySelectorAll('.mb-rich-text mark')).map((mark) => [
    mark.textContent,
    mark.className.replace('mb-gender-mark mb-gender-mark--', ''),
  ]);

async function turnOn() {
  const { user } = renderForm();
  await screen.findByRole('textbox', { name: 'Description' });
  const toggle = screen.getByRole('switch', { name: 'Check for gender-coded wording' });
  await user.click(toggle);
  // Marking loads the editor in place of its stand-in.
  await waitFor(() => expect(document.querySelector('[contenteditable="true"]')).not.toBeNull());
  return { user, toggle };
}

describe('GenderCheckToggle', () => {
  it('shows no result and no marks while the check is off', async () => {
    renderForm();
    await screen.findByRole('textbox', { name: 'Description' });
    expect(
      screen.getByRole('switch', { name: 'Check for gender-coded wording' }),
    ).not.toBeChecked();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Gender-coded words found' })).toBeNull();
    expect(marks()).toEqual([]);
  });

  it('marks the coded words and shows the result for the current text when switched on', async () => {
    const { toggle } = await turnOn();
    expect(toggle).toBeChecked();
    expect(marks()).toEqual([
      ['competitive', 'masculine'],
      ['driven', 'masculine'],
      ['leader', 'masculine'],
      ['Competitive', 'masculine'],
      ['supportive', 'feminine'],
    ]);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Masculine-coded');
    expect(status).toHaveTextContent('1 feminine-coded word, 4 masculine-coded words; score −3.');

    const found = screen.getByRole('region', { name: 'Gender-coded words found' });
    const masculine = within(found).getByRole('list', { name: /Masculine-coded words/ });
    expect(
      within(masculine)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'competitive ×2 → try “motivated”',
      'driven → try “motivated”',
      'leader → try “coordinator”',
    ]);
    const feminine = within(found).getByRole('list', { name: /Feminine-coded words/ });
    expect(within(feminine).getByRole('listitem')).toHaveTextContent('supportive → try “helpful”');
  });

  it('follows a change of the text with new marks and a new result', async () => {
    const { user } = await turnOn();
    await user.click(screen.getByRole('button', { name: 'Replace text' }));
    expect(screen.getByRole('status')).toHaveTextContent('Strongly feminine-coded');
    expect(screen.getByRole('status')).toHaveTextContent(
      '5 feminine-coded words, 0 masculine-coded words; score +5.',
    );
    expect(marks()).toEqual([
      ['Warm', 'feminine'],
      ['supportive', 'feminine'],
      ['collaborative', 'feminine'],
      ['share', 'feminine'],
      ['trust', 'feminine'],
    ]);
  });

  it('clears the marks and the result when switched off', async () => {
    const { user, toggle } = await turnOn();
    expect(marks()).not.toEqual([]);
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(marks()).toEqual([]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Gender-coded words found' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'A competitive, driven leader.',
    );
  });

  it('says so when the text has no coded words', async () => {
    const { user } = renderForm('<p>We build software.</p>');
    await screen.findByRole('textbox', { name: 'Description' });
    await user.click(screen.getByRole('switch', { name: 'Check for gender-coded wording' }));
    expect(screen.getByRole('status')).toHaveTextContent('Neutral');
    expect(screen.getByRole('status')).toHaveTextContent('score 0.');
    expect(screen.getByText('No gender-coded words found.')).toBeInTheDocument();
  });
});
