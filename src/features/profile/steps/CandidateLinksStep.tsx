import { Col, Row } from 'antd';
import { TextField } from '@/components/form/TextField';
import { PdfFormField } from '../fields/PdfFormField';

/** Candidate step 2: CV and social links (at least one of LinkedIn, GitHub, Twitter). */
export function CandidateLinksStep() {
  return (
    <>
      <PdfFormField name="cv" label="CV" role="candidate" />
      <p className="mb-step__hint">Add at least one of LinkedIn, GitHub or Twitter.</p>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="linkedin" label="LinkedIn profile" type="url" autoComplete="url" />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="github" label="GitHub profile" type="url" />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="twitter" label="Twitter profile" type="url" />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="portfolio" label="Portfolio" type="url" />
        </Col>
      </Row>
    </>
  );
}
