import { array, mixed, number, object, string } from 'yup';
import { ORGANIZATION_MESSAGES, youtubeVideoId } from '@contract/organizations';
import { BILLING_FIELDS } from '@contract/organizations';
import { hasRichText, isHttpUrl } from '@/components/form/textRules';

const { required, email, url, youtube, hiresNeeded } = ORGANIZATION_MESSAGES;

const optionalUrl = string().test('url', url, (value) => !value?.trim() || isHttpUrl(value));

/** The organization form (spec 02 §5), with its messages verbatim. */
export const organizationSchema = object({
  title: string().trim().required(required),
  logo: mixed()
    .nullable()
    .test('logo', required, (value) => value != null),
  contactEmail: string().trim().required(required).email(email),
  website: optionalUrl,
  linkedin: optionalUrl,
  twitter: optionalUrl,
  facebook: optionalUrl,
  hiresNeeded: number().nullable().typeError(hiresNeeded).integer(hiresNeeded).min(0, hiresNeeded),
  description: string().test('description', required, hasRichText),
  videos: array(
    string().test('youtube', youtube, (value) => !value?.trim() || youtubeVideoId(value) !== null),
  ),
});

/** Billing values are free text of at most 255 characters; the billing email must be one. */
export const billingSchema = object(
  Object.fromEntries(
    BILLING_FIELDS.map((name) => [
      name,
      name === 'field_billing_email'
        ? string().trim().max(255).email(email)
        : string().trim().max(255, 'At most 255 characters'),
    ]),
  ),
);
