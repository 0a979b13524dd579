import { Col, Row } from 'antd';
import { optionsOf, useReferenceData } from '@/api/referenceApi';
import { NumberField } from '@/components/form/NumberField';
import { SelectField } from '@/components/form/SelectField';

/** Candidate step 4: the work wanted, remote work, visa, salary and currency. */
export function CandidatePreferencesStep() {
  const { lists } = useReferenceData();
  return (
    <>
      <SelectField
        name="employmentTypes"
        label="Employment types you are looking for"
        options={optionsOf(lists, 'employment_type')}
        multiple
        required
      />
      <SelectField
        name="involvingInterest"
        label="How involved do you want to be?"
        options={optionsOf(lists, 'involving_interest')}
        required
      />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <SelectField
            name="remoteWork"
            label="Remote work"
            options={optionsOf(lists, 'remote_work')}
          />
        </Col>
        <Col xs={24} md={12}>
          <SelectField
            name="visa"
            label="Visa sponsorship"
            options={optionsOf(lists, 'visa_sponsorship_required')}
            multiple
          />
        </Col>
      </Row>
      <fieldset className="mb-salary">
        <legend>Desired annual salary</legend>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <NumberField name="salaryFrom" label="From" step={0.01} />
          </Col>
          <Col xs={24} md={8}>
            <NumberField name="salaryTo" label="To" step={0.01} />
          </Col>
          <Col xs={24} md={8}>
            <SelectField
              name="currency"
              label="Currency"
              options={optionsOf(lists, 'currency')}
              required
            />
          </Col>
        </Row>
      </fieldset>
    </>
  );
}
