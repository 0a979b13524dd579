import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentRef,
  type FocusEventHandler,
  type KeyboardEventHandler,
} from 'react';
import { DatePicker, type DatePickerProps } from 'antd';
import enUS from 'antd/es/date-picker/locale/en_US';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import './liveDatePicker.css';

/** What the user did to a date field's stand-in before the picker was there. */
export interface DateHandOver {
  /** Printable keys pressed meanwhile, typed into the picker's input. */
  text: string;
  /** The shown date was deleted or selected before typing: the typed text replaces it. */
  replace: boolean;
  /** The shown date was selected (as tabbing into a field selects it) when the picker came. */
  selected: boolean;
  focus: boolean;
  /** The stand-in was clicked: the calendar opens. */
  open: boolean;
  /** Enter was pressed after typing, or the field was left: what was typed is the date. */
  commit: boolean;
}

export interface LiveDatePickerProps extends Omit<
  DatePickerProps<Dayjs, false>,
  'open' | 'onOpenChange'
> {
  /** Asked once, when the picker appears in place of the stand-in. */
  handOver: () => DateHandOver;
  /** Whether the stand-in had the focus when the picker took its place. */
  standInFocused: () => boolean;
  /** The stand-in's own handlers: they keep hearing the keys until the picker has taken over. */
  standIn: { onKeyDown: KeyboardEventHandler; onBlur: FocusEventHandler };
}

/**
 * The calendar's month and year buttons are named by what they show ('Dec', '2026'): rc-picker's
 * 'Choose a month' would hide the visible text from speech input (WCAG 2.5.3).
 */
const lang: typeof enUS.lang = { ...enUS.lang };
// Present and undefined: antd fills missing keys from its own English locale.
Object.assign(lang, { monthSelect: undefined, yearSelect: undefined });
const LOCALE: DatePickerProps['locale'] = { ...enUS, lang };

dayjs.extend(customParseFormat);

/** Types into an input as a user would: React and the picker hear an ordinary input event. */
function typeInto(input: HTMLInputElement, text: string, replace: boolean): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, replace ? text : input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * antd's DatePicker (rc-picker), loaded when a date field is first used (see DateField). On
 * arrival it takes over from the stand-in: the focus, an opened calendar, what was typed.
 */
export default function LiveDatePicker({
  handOver,
  standInFocused,
  standIn,
  ...picker
}: LiveDatePickerProps) {
  const ref = useRef<ComponentRef<typeof DatePicker>>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const handedOver = useRef(false);
  // The stand-in is gone from the commit on, but the picker takes over only after paint (its own
  // effects must have run first). Keys typed in between would go to the page: the frame holds the
  // focus meanwhile and hears them as the stand-in would have.
  useLayoutEffect(() => {
    if (standInFocused()) frame.current?.focus();
    // Once, when the picker takes the stand-in's place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const holding = (target: EventTarget) => !handedOver.current && target === frame.current;
  useEffect(() => {
    if (handedOver.current) return;
    handedOver.current = true;
    const { text, replace, selected, focus, open: wanted, commit } = handOver();
    // A whole date typed and confirmed (Enter, or leaving the field) before the picker was there
    // is taken as the picker would have taken it; the focus stays where the user went.
    const format = typeof picker.format === 'string' ? picker.format : undefined;
    const typed = commit && text && format ? dayjs(text, format, true) : null;
    if (typed?.isValid() && !picker.disabledDate?.(typed, { type: 'date' })) {
      picker.onChange?.(typed, text);
      if (focus) ref.current?.focus();
      return;
    }
    if (focus || wanted || text) ref.current?.focus();
    if (wanted) setOpen(true);
    const input = frame.current?.querySelector('input');
    if ((text || replace) && input) typeInto(input, text, replace);
    // Still selected, as the stand-in had it: the next key typed replaces the date.
    else if (selected && focus && input) input.select();
    // Once, with the props it arrived with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [handOver]);
  return (
    <div
      ref={frame}
      tabIndex={-1}
      className="mb-date-picker-frame"
      onKeyDown={(event) => {
        if (!holding(event.target)) return;
        // Nothing of the page moves (a space would scroll it); Tab still leaves the field.
        if (event.key !== 'Tab') event.preventDefault();
        standIn.onKeyDown(event);
      }}
      onBlur={(event) => {
        if (holding(event.target)) standIn.onBlur(event);
      }}
    >
      <DatePicker
        ref={ref}
        open={open}
        onOpenChange={setOpen}
        locale={LOCALE}
        // The calendar opens inside the form's landmark, next to its field.
        getPopupContainer={(field) => field.parentElement ?? document.body}
        {...picker}
      />
    </div>
  );
}
