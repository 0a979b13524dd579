import type { ValidationError } from 'yup';
import { emptyEmployerForm, type EmployerFormValues } from './employerForm';
import { employerStep1Schema, employerStep2Schema } from './employer.schema';

async function errorsOf(schema: typeof employerStep1Schema, values: Partial<EmployerFormValues>) {
  try {
    await schema.validate(
      {
        ...emptyEmployerForm('grace@example.com', {
          companyName: 'Compilers Inc',
          firstName: '',
          lastName: '',
          companyPosition: null,
        }),
        ...values,
      },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((item) => [item.path ?? '', item.message]),
    );
  }
}

describe('employer wizard rules', () => {
  it('requires first and last name and checks the phone pattern', async () => {
    expect(await errorsOf(employerStep1Schema, { phone: '12ab' })).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      phone: 'Phone number is not valid',
    });
  });

  it('accepts a phone with a plus, spaces and brackets', async () => {
    expect(
      await errorsOf(employerStep1Schema, {
        firstName: 'Grace',
        lastName: 'Hopper',
        phone: '+1 (555) 010-0100',
      }),
    ).toEqual({});
  });

  it('requires the role at the company and the position', async () => {
    expect(await errorsOf(employerStep2Schema, {})).toEqual({
      roleAtCompany: 'Required',
      companyPosition: 'Required',
    });
    expect(
      await errorsOf(employerStep2Schema, { roleAtCompany: 'CTO', companyPosition: '2' }),
    ).toEqual({});
  });
});
