import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Select } from 'antd';
import { getIn, useField, useFormikContext } from 'formik';
import { FieldFrame } from '@/components/form/FieldFrame';
import { fieldId } from '@/components/form/useFieldBinding';

export interface RowOption {
  value: string;
  label: string;
}

export interface RowsFieldProps {
  /** Formik name of the array of rows. */
  name: string;
  /** Heading of the list, e.g. 'Technical skills'. */
  label: string;
  /** What one row names, e.g. 'Technical skill'. */
  itemLabel: string;
  /** Keys of the row object: the item and its level. */
  itemKey: string;
  levelKey: string;
  levelLabel: string;
  itemOptions: RowOption[];
  levelOptions: RowOption[];
  required?: boolean;
}

type Row = Record<string, string | null>;

const ERROR_COLOR = '#cf1322';

/**
 * Rows of an item and its level (skills, languages). Spec 01 §4: a new row can be added only
 * when the current (last) row has a level; a row can be removed while more than one exists. An
 * item chosen in one row is not offered in the others.
 */
export function RowsField(props: RowsFieldProps) {
  const { name, label, itemLabel, itemKey, levelKey, levelLabel, itemOptions, levelOptions } =
    props;
  const [field, meta, helpers] = useField<Row[]>(name);
  const { errors, submitCount } = useFormikContext();
  const rows = field.value ?? [];
  const shown = Boolean(meta.touched) || submitCount > 0;
  const listError = shown && typeof meta.error === 'string' ? meta.error : undefined;
  const headingId = `${fieldId(name)}-label`;
  const lastHasLevel = rows.length > 0 && Boolean(rows[rows.length - 1][levelKey]);

  const update = (next: Row[]) => {
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };
  const setCell = (index: number, key: string, value: string | null) =>
    update(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  return (
    <FieldFrame
      label={label}
      labelId={headingId}
      required={props.required}
      error={listError}
      errorId={`${fieldId(name)}-help`}
    >
      <div role="group" aria-labelledby={headingId} className="mb-rows">
        {rows.map((row, index) => {
          const taken = new Set(rows.filter((_r, i) => i !== index).map((r) => r[itemKey]));
          const cellError = (key: string): string | undefined => {
            const error: unknown = getIn(errors, `${name}[${index}].${key}`);
            return shown && typeof error === 'string' ? error : undefined;
          };
          const itemError = cellError(itemKey);
          const levelError = cellError(levelKey);
          const number = index + 1;
          return (
            <div className="mb-rows__row" key={index}>
              <div className="mb-rows__cell">
                <Select<string | null>
                  aria-label={`${itemLabel} ${number}`}
                  placeholder={itemLabel}
                  value={row[itemKey]}
                  options={itemOptions.filter((option) => !taken.has(option.value))}
                  onChange={(value) => setCell(index, itemKey, value ?? null)}
                  status={itemError ? 'error' : undefined}
                  showSearch={{ optionFilterProp: 'label' }}
                  style={{ width: '100%' }}
                />
                {itemError && <div style={{ color: ERROR_COLOR }}>{itemError}</div>}
              </div>
              <div className="mb-rows__cell">
                <Select<string | null>
                  aria-label={`${levelLabel} of ${itemLabel.toLowerCase()} ${number}`}
                  placeholder={levelLabel}
                  value={row[levelKey]}
                  options={levelOptions}
                  onChange={(value) => setCell(index, levelKey, value ?? null)}
                  status={levelError ? 'error' : undefined}
                  style={{ width: '100%' }}
                />
                {levelError && <div style={{ color: ERROR_COLOR }}>{levelError}</div>}
              </div>
              {rows.length > 1 && (
                <Button
                  htmlType="button"
                  icon={<DeleteOutlined aria-hidden="true" />}
                  aria-label={`Remove ${itemLabel.toLowerCase()} ${number}`}
                  onClick={() => update(rows.filter((_r, i) => i !== index))}
                />
              )}
            </div>
          );
        })}
        <Button
          htmlType="button"
          icon={<PlusOutlined aria-hidden="true" />}
          disabled={!lastHasLevel}
          onClick={() => update([...rows, { [itemKey]: null, [levelKey]: null }])}
        >
          {`Add ${itemLabel.toLowerCase()}`}
        </Button>
      </div>
    </FieldFrame>
  );
}
