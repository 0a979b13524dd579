import { screen } from '@testing-library/react';
import { Formik } from 'formik';
import { FormShell } from '@/components/form/FormShell';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { RowsField } from './RowsField';

const SKILLS = [
  { value: 'ts', label: 'TypeScript' },
  { value: 'rs', label: 'Rust' },
];
const LEVELS = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'expert', label: 'Expert' },
];

function renderRows(rows: { skill: string | null; level: string | null }[]) {
  const values: { current: unknown } = { current: null };
  const view = renderWithProviders(
    <Formik initialValues={{ skills: rows }} onSubmit={() => undefined}>
      {(formik) => {
        values.current = formik.values.skills;
        return (
          <FormShell aria-label="Skills">
            <RowsField
              name="skills"
              label="Technical skills"
              itemLabel="Technical skill"
              itemKey="skill"
              levelKey="level"
              levelLabel="Level"
              itemOptions={SKILLS}
              levelOptions={LEVELS}
            />
          </FormShell>
        );
      }}
    </Formik>,
  );
  return { ...view, values };
}

describe('skill rows', () => {
  it('adds a row only once the current row has a level', async () => {
    const { user, values } = renderRows([{ skill: null, level: null }]);
    const add = screen.getByRole('button', { name: 'Add technical skill' });
    expect(add).toBeDisabled();
    await user.click(screen.getByLabelText('Technical skill 1'));
    await user.click(await screen.findByTitle('Rust'));
    expect(add).toBeDisabled();
    await user.click(screen.getByLabelText('Level of technical skill 1'));
    await user.click(await screen.findByTitle('Expert'));
    expect(add).toBeEnabled();
    await user.click(add);
    expect(values.current).toEqual([
      { skill: 'rs', level: 'expert' },
      { skill: null, level: null },
    ]);
    expect(screen.getByLabelText('Technical skill 2')).toBeInTheDocument();
  });

  it('offers removal only while more than one row exists', async () => {
    const { user, values } = renderRows([
      { skill: 'ts', level: 'beginner' },
      { skill: 'rs', level: 'expert' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove technical skill 1' }));
    expect(values.current).toEqual([{ skill: 'rs', level: 'expert' }]);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('does not offer a skill another row already has', async () => {
    const { user } = renderRows([
      { skill: 'ts', level: 'beginner' },
      { skill: null, level: null },
    ]);
    await user.click(screen.getByLabelText('Technical skill 2'));
    expect(await screen.findByTitle('Rust')).toBeInTheDocument();
    // The only TypeScript left on the page is row 1's own value, not an option of row 2.
    expect(screen.getAllByTitle('TypeScript')).toHaveLength(1);
    expect(screen.getByTitle('TypeScript')).not.toHaveClass('ant-select-item-option');
  });
});
