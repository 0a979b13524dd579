import { screen, within } from '@testing-library/react';
import { Formik } from 'formik';
import { array, boolean, number, object, string } from 'yup';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { CheckboxField } from './CheckboxField';
import { FormShell } from './FormShell';
import { NumberField } from './NumberField';
import { RadioGroupField } from './RadioGroupField';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { TextField } from './TextField';

const schema = object({
  city: string().required('City please'),
  salary: number().nullable().required('Salary please').min(1, 'Too low'),
  skills: array(string()).min(1, 'Pick a skill'),
  consent: boolean().oneOf([true], 'Consent please'),
  visibility: number().nullable().required('Choose visibility'),
});

function renderForm(onSubmit = jest.fn()) {
  const view = renderWithProviders(
    <Formik
      initialValues={{ city: '', salary: null, skills: [], consent: false, visibility: null }}
      validationSchema={schema}
      onSubmit={onSubmit}
    >
      <FormShell aria-label="Fields">
        <TextField name="city" label="City" required />
        <NumberField name="salary" label="Salary" required />
        <SelectField
          name="skills"
          label="Skills"
          multiple
          options={[
            { value: 'ts', label: 'TypeScript' },
            { value: 'rs', label: 'Rust' },
          ]}
        />
        <CheckboxField name="consent">I agree</CheckboxField>
        <RadioGroupField
          name="visibility"
          label="Name visible to companies"
          options={[
            { value: 1, label: 'Visible' },
            { value: 0, label: 'Not Visible (Show only my Initials)' },
          ]}
        />
        <SubmitButton>Save</SubmitButton>
      </FormShell>
    </Formik>,
  );
  return { ...view, onSubmit };
}

describe('form fields', () => {
  it('shows each field error next to its labelled field after a submit', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('City please')).toBeInTheDocument();
    expect(screen.getByText('Salary please')).toBeInTheDocument();
    expect(screen.getByText('Pick a skill')).toBeInTheDocument();
    expect(screen.getByText('Consent please')).toBeInTheDocument();
    expect(screen.getByText('Choose visibility')).toBeInTheDocument();
    const city = screen.getByLabelText('City');
    expect(city).toHaveAttribute('aria-invalid', 'true');
    expect(city).toHaveAccessibleDescription('City please');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands typed, picked and checked values to Formik', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText('City'), 'Berlin');
    await user.type(screen.getByLabelText('Salary'), '5000');
    await user.click(screen.getByLabelText('Skills'));
    await user.click(await screen.findByTitle('Rust'));
    await user.click(screen.getByLabelText('I agree'));
    const group = screen.getByRole('radiogroup', { name: 'Name visible to companies' });
    await user.click(within(group).getByLabelText('Visible'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { city: 'Berlin', salary: 5000, skills: ['rs'], consent: true, visibility: 1 },
      expect.anything(),
    );
  });
});
