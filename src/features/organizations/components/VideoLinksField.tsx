import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { MAX_VIDEOS } from '@contract/organizations';
import { FieldFrame } from '@/components/form/FieldFrame';
import { fieldId } from '@/components/form/useFieldBinding';
import type { OrganizationFormValues } from '../model/organizationForm';

/** field_video: single YouTube video links, one per row (spec 02 §5). */
export function VideoLinksField() {
  const { values, errors, touched, handleBlur, setFieldValue, submitCount } =
    useFormikContext<OrganizationFormValues>();
  return (
    <FieldArray name="videos">
      {({ push, remove }) => (
        <FieldFrame label="Videos" labelId="videos-label">
          <div role="group" aria-labelledby="videos-label" className="mb-org-videos">
            {values.videos.map((video, index) => {
              const name = `videos.${index}`;
              const id = fieldId(name);
              const shown = getIn(touched, name) || submitCount > 0;
              const error = shown ? (getIn(errors, name) as string | undefined) : undefined;
              return (
                <div key={index} className="mb-org-videos__row">
                  <Input
                    id={id}
                    name={name}
                    value={video}
                    placeholder="https://www.youtube.com/watch?v=…"
                    aria-label={`YouTube video link ${index + 1}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-help` : undefined}
                    status={error ? 'error' : undefined}
                    onChange={(event) => void setFieldValue(name, event.target.value)}
                    onBlur={handleBlur}
                  />
                  <Button
                    icon={<DeleteOutlined aria-hidden="true" />}
                    onClick={() => remove(index)}
                    aria-label={`Remove video ${index + 1}`}
                  />
                  {error ? (
                    <div id={`${id}-help`} className="mb-field__message">
                      {error}
                    </div>
                  ) : null}
                </div>
              );
            })}
            <Button
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => push('')}
              disabled={values.videos.length >= MAX_VIDEOS}
            >
              Add a video
            </Button>
          </div>
        </FieldFrame>
      )}
    </FieldArray>
  );
}
