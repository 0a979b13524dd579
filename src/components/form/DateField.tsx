import { lazy, Suspense, useCallback, useMemo, useRef, type KeyboardEvent } from 'react';
import { Input } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { FieldFrame } from './FieldFrame';
import type { DateHandOver } from './LiveDatePicker';
import { fieldId, useFieldBinding } from './useFieldBinding';
import { typedCharacter, useLoadOnFirstUse } from './useLoadOnFirstUse';

// The date picker (rc-picker, about 40 KiB gzip) loads when a date field is first used.
const LiveDatePicker = lazy(() => import(/* webpackChunkName: "date-picker" */ './LiveDatePicker'));

const unused = (): DateHandOver => ({
  text: '',
  replace: false,
  selected: false,
  focus: false,
  open: false,
  commit: false,
});

export interface DateFieldProps {
  name: string;
  label: string;
  /** Display format (the value is always stored as YYYY-MM-DD). */
  format?: string;
  required?: boolean;
  /** Days that cannot be picked. */
  disabledDate?: (day: Dayjs) => boolean;
}

/**
 * A date picker bound to Formik; the value is a YYYY-MM-DD string, or '' when cleared. Until the
 * field is first pointed at, touched or focused, a read-only input of the same look shows the
 * date; the picker then loads and takes over (the focus, a click, what was typed meanwhile).
 */
export function DateField({
  name,
  label,
  format = 'DD/MM/YYYY',
  required,
  disabledDate,
}: DateFieldProps) {
  const { field, helpers, frame, status, a11y, leave } = useFieldBinding<string>(name);
  // One day object per stored value: the picker takes a new object for a new value and pages its
  // calendar back to that value's month, so a re-render (the field touched as the calendar is
  // clicked) must not hand it a fresh copy while someone is paging to another month.
  const value = useMemo(
    () => (field.value ? dayjs(field.value, 'YYYY-MM-DD') : null),
    [field.value],
  );
  // The date the picker last handed over: it commits what was typed on Enter or as the field is
  // left, in the same event as the blur, so the blur checks that date, not the last render's. A
  // picked date is checked at once too, also in forms that check typing only on blur: the picker
  // may commit after its blur, and a message about the date it replaced would stay.
  const latest = useRef(field.value);
  latest.current = field.value;
  const { live, triggers } = useLoadOnFirstUse();
  const used = useRef<DateHandOver>(unused());
  const handOver = useCallback(() => {
    const what = used.current;
    used.current = unused();
    return what;
  }, []);
  const shared = {
    ...a11y,
    id: fieldId(name),
    status,
    placeholder: 'Select date',
    'aria-required': required || undefined,
  };

  const standInFocused = useCallback(() => used.current.focus, []);
  // What the stand-in hears, also from the picker's frame while the picker takes over.
  const heard = {
    onBlur: () => {
      used.current.focus = false;
      if (used.current.text) used.current.commit = true;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const what = used.current;
      if (event.key === 'Enter' && what.text) what.commit = true;
      // The stand-in is read-only: deleting its date, or typing over it while it is selected
      // (as tabbing into a field selects it), is remembered as replacing it.
      if (event.key === 'Backspace' || event.key === 'Delete') {
        if (what.text) what.text = what.text.slice(0, -1);
        else what.replace = true;
        return;
      }
      const typed = typedCharacter(event);
      if (typed === null) return;
      // The picker's frame, holding the keys while the picker takes over, has no selection of its
      // own: the stand-in's last one counts.
      const input = event.currentTarget;
      const selected =
        input instanceof HTMLInputElement
          ? input.value !== '' &&
            input.selectionStart === 0 &&
            input.selectionEnd === input.value.length
          : what.selected;
      if (!what.text && selected) what.replace = true;
      what.text += typed;
    },
  };

  const standIn = (
    <Input
      {...shared}
      {...heard}
      readOnly
      value={value ? value.format(format) : ''}
      suffix={<CalendarOutlined aria-hidden />}
      onFocus={() => {
        used.current.focus = true;
      }}
      onPointerDown={() => {
        used.current.open = true;
      }}
      onSelect={(event) => {
        const input = event.currentTarget;
        used.current.selected =
          input.value !== '' &&
          input.selectionStart === 0 &&
          input.selectionEnd === input.value.length;
      }}
    />
  );
  return (
    // A label that already ends with '*' (the spec's 'Valid Until*') gets no second mark.
    <FieldFrame label={label} required={required && !label.endsWith('*')} {...frame}>
      <div {...triggers}>
        <Suspense fallback={standIn}>
          {live ? (
            <LiveDatePicker
              {...shared}
              handOver={handOver}
              standInFocused={standInFocused}
              standIn={heard}
              value={value}
              format={format}
              disabledDate={disabledDate}
              onChange={(day: Dayjs | null) => {
                latest.current = day ? day.format('YYYY-MM-DD') : '';
                void helpers.setValue(latest.current, true);
              }}
              onBlur={() => leave(latest.current)}
              style={{ width: '100%' }}
            />
          ) : (
            standIn
          )}
        </Suspense>
      </div>
    </FieldFrame>
  );
}
