import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Highlighter } from './highlightDecorator';
import { RichTextEditor } from './RichTextEditor';

function renderEditor(value: string, onChange = jest.fn()) {
  render(
    <>
      <span id="bio-label">Short bio</span>
      <RichTextEditor
        value={value}
        onChange={onChange}
        aria-labelledby="bio-label"
        toolbarLabel="Short bio formatting"
      />
    </>,
  );
  return onChange;
}

/** A parent that owns the value, like a Formik field, and can replace it from outside. */
function Controlled({ initial, onChange }: { initial: string; onChange: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="bio-label">Short bio</span>
      <RichTextEditor
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange(html);
        }}
        aria-labelledby="bio-label"
      />
      <button type="button" onClick={() => setValue('<p>Loaded from server</p>')}>
        Load
      </button>
    </>
  );
}

describe('RichTextEditor', () => {
  it('names the editable area after its label and shows the stored text', () => {
    renderEditor('<p>Hello <strong>world</strong></p>');
    const box = screen.getByRole('textbox', { name: 'Short bio' });
    expect(box).toHaveTextContent('Hello world');
  });

  it('offers exactly the spec toolbar as named buttons', () => {
    renderEditor('');
    const toolbar = screen.getByRole('toolbar', { name: 'Short bio formatting' });
    const names = Array.from(toolbar.querySelectorAll('button')).map((b) =>
      b.getAttribute('aria-label'),
    );
    expect(names).toEqual([
      'H2 Heading 2',
      'H3 Heading 3',
      'H4 Heading 4',
      'H5 Heading 5',
      'H6 Heading 6',
      'Bold',
      'Italic',
      'Bulleted list',
      'Numbered list',
      'Decrease indent',
      'Increase indent',
      'Blockquote',
    ]);
  });

  it('turns the current paragraph into a heading and reports the new HTML', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('<p>Hello</p>');
    const h2 = screen.getByRole('button', { name: 'H2 Heading 2' });
    expect(h2).toHaveAttribute('aria-pressed', 'false');
    await user.click(h2);
    expect(onChange).toHaveBeenLastCalledWith('<h2>Hello</h2>');
    expect(h2).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps Bold pressed for the next typed text, without reporting a change, when nothing is selected', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('<p>Hello</p>');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('enables indenting only inside a list and nests the item when indented', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('<p>Item</p>');
    expect(screen.getByRole('button', { name: 'Increase indent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Numbered list' }));
    expect(onChange).toHaveBeenLastCalledWith('<ol><li>Item</li></ol>');
    expect(screen.getByRole('button', { name: 'Increase indent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decrease indent' })).toBeDisabled();
  });

  it('can be used from the keyboard: Tab reaches the toolbar and Enter applies a format', async () => {
    const user = userEvent.setup();
    const onChange = renderEditor('<p>Quote me</p>');
    const quote = screen.getByRole('button', { name: 'Blockquote' });
    while (document.activeElement !== quote) await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('<blockquote>Quote me</blockquote>');
  });

  it('keeps its content when the parent echoes the reported HTML and replaces it on a new value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Controlled initial="<p>Draft</p>" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'H3 Heading 3' }));
    expect(screen.getByRole('button', { name: 'H3 Heading 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.getByRole('textbox', { name: 'Short bio' })).toHaveTextContent(
      'Loaded from server',
    );
    expect(screen.getByRole('button', { name: 'H3 Heading 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  describe('highlight', () => {
    /** Marks words starting with "lead" as "hl-lead" and "team" as "hl-team". */
    const highlight: Highlighter = (text) =>
      [...text.matchAll(/\b(lead|team)\w*/gi)].map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
        className: `hl-${match[1].toLowerCase()}`,
      }));

    const marks = () =>
      Array.from(document.querySelectorAll('mark')).map((mark) => [
        mark.textContent,
        mark.className,
      ]);

    function renderHighlighted(value: string, fn: Highlighter | undefined, onChange = jest.fn()) {
      const props = { value, onChange, 'aria-labelledby': 'bio-label' };
      const view = render(<RichTextEditor {...props} highlight={fn} />);
      return {
        onChange,
        rerender: (next: Highlighter | undefined) =>
          view.rerender(<RichTextEditor {...props} highlight={next} />),
      };
    }

    it('wraps the ranges it finds in each block in marks with their class', () => {
      renderHighlighted(
        '<p>A leader in a <strong>team</strong></p><ul><li>Leads</li></ul>',
        highlight,
      );
      expect(marks()).toEqual([
        ['leader', 'hl-lead'],
        ['team', 'hl-team'],
        ['Leads', 'hl-lead'],
      ]);
      expect(screen.getByRole('textbox')).toHaveTextContent('A leader in a teamLeads');
    });

    it('renders no marks without a highlight function', () => {
      renderHighlighted('<p>A leader</p>', undefined);
      expect(marks()).toEqual([]);
    });

    it('adds and removes the marks when the highlight function comes and goes', () => {
      const { rerender, onChange } = renderHighlighted('<p>Team lead</p>', undefined);
      rerender(highlight);
      expect(marks()).toEqual([
        ['Team', 'hl-team'],
        ['lead', 'hl-lead'],
      ]);
      rerender(undefined);
      expect(marks()).toEqual([]);
      expect(screen.getByRole('textbox')).toHaveTextContent('Team lead');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('marks a new value from the parent too', () => {
      const props = { onChange: jest.fn(), 'aria-labelledby': 'bio-label', highlight };
      const { rerender } = render(<RichTextEditor {...props} value="<p>Solo</p>" />);
      expect(marks()).toEqual([]);
      rerender(<RichTextEditor {...props} value="<p>Team work</p>" />);
      expect(marks()).toEqual([['Team', 'hl-team']]);
    });

    it('keeps the first of overlapping ranges and skips ranges outside the text', () => {
      const overlapping: Highlighter = () => [
        { start: 2, end: 6, className: 'second' },
        { start: 0, end: 4, className: 'first' },
        { start: 5, end: 99, className: 'outside' },
      ];
      renderHighlighted('<p>abcdefgh</p>', overlapping);
      expect(marks()).toEqual([['abcd', 'first']]);
    });

    it('never writes the marks into the reported HTML', async () => {
      const user = userEvent.setup();
      const { onChange } = renderHighlighted('<p>Team lead</p>', highlight);
      await user.click(screen.getByRole('button', { name: 'H2 Heading 2' }));
      expect(onChange).toHaveBeenLastCalledWith('<h2>Team lead</h2>');
      expect(marks()).toHaveLength(2);
    });
  });

  it('keeps keys typed after it replaced its stand-in and before draft took the focus', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <>
        <span id="bio-label">Short bio</span>
        <RichTextEditor
          value="<p>Writes compilers</p>"
          onChange={onChange}
          aria-labelledby="bio-label"
          handOver={() => ({ text: ',', focus: true })}
        />
      </>,
    );
    // The frame holds the focus until draft takes it, a moment later: what is typed meanwhile
    // goes to the end of the text, as what was typed into the stand-in did.
    const frame = container.querySelector('.mb-rich-text');
    expect(frame).toHaveFocus();
    fireEvent.keyDown(frame!, { key: ' ' });
    fireEvent.keyDown(frame!, { key: 'Shift' });
    fireEvent.paste(frame!, { clipboardData: { getData: () => 'tests them' } });
    expect(onChange).toHaveBeenLastCalledWith('<p>Writes compilers, tests them</p>');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Short bio' })).toHaveFocus());
  });
});
