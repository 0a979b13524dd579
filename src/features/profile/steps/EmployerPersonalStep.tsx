import { Col, Row } from 'antd';
import { TextField } from '@/components/form/TextField';
import { ImageFormField } from '../fields/ImageFormField';

/** Employer step 1: name, contact, company and picture. */
export function EmployerPersonalStep() {
  return (
    <>
      <ImageFormField name="picture" label="Profile picture" role="employer" />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <TextField name="firstName" label="First name" autoComplete="given-name" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="lastName" label="Last name" autoComplete="family-name" required />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="contactEmail" label="Contact email" type="email" autoComplete="email" />
        </Col>
        <Col xs={24} md={12}>
          <TextField name="phone" label="Phone number" type="tel" autoComplete="tel" />
        </Col>
      </Row>
      <TextField name="companyName" label="Company name" autoComplete="organization" required />
    </>
  );
}
