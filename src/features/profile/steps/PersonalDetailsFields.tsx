import { Col, Row } from 'antd';
import { TextField } from '@/components/form/TextField';
import type { Role } from '@/session/authSlice';
import { ImageFormField } from '../fields/ImageFormField';

/** Picture, name and contact fields that open the first step of both roles' profiles. */
export function PersonalDetailsFields({ role }: { role: Role }) {
  return (
    <>
      <ImageFormField name="picture" label="Profile picture" role={role} />
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
    </>
  );
}
