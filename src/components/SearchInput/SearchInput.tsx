import styled from '@emotion/styled';
import { forwardRef, memo, useCallback, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { Input } from '../Field/index.js';
import { SearchIcon } from '../Icon/index.js';
import { useControllableState } from '../useControllableState.js';
import { useIsomorphicLayoutEffect } from '../../platform/useIsomorphicLayoutEffect.js';
import { vars } from '../../theme/theme.js';

export interface SearchInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The search text when controlled. @default undefined (uncontrolled) */
  value?: string;
  /** The starting text when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. @default undefined */
  onValueChange?: (value: string) => void;
  /** The placeholder, e.g. 'Search by name, email, or company'; also the accessible name unless `label` is given. */
  placeholder: string;
  /** The accessible name when it should differ from the placeholder. @default placeholder */
  label?: string;
}

const Wrapper = styled.div({ position: 'relative', width: '100%' });

const IconSlot = styled.span({
  position: 'absolute',
  left: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  color: vars.colors.textMuted,
  pointerEvents: 'none',
});

const SearchControl = styled(Input)({
  // Room for the icon: its inset, its 18 px width and a gap.
  paddingLeft: `calc(${vars.space.md} + 18px + ${vars.space.sm})`,
});

/**
 * The field itself renders again only when one of its own props changes, never with the text: a
 * controlled input's every render has React write its name, type and value attribute again
 * (besides the write after the input event React makes for any input), in the keystroke's task
 * (issue 33). The text typed is the browser's; a text from outside is written by `SearchInput`.
 */
const SearchField = memo(SearchControl);

/**
 * The search box above every list. The text is searched as typed; the screen decides what it
 * matches (which fields of a record) and that a new search goes back to page 1.
 *
 * @example
 * <SearchInput placeholder="Search by name, email, or company" value={state.search} onValueChange={setSearch} />
 */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { value, defaultValue = '', onValueChange, placeholder, label, ...rest },
  ref,
) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  // The box holds the text itself (the field is uncontrolled, see SearchField); the text it must
  // show is written into it when it differs: one from outside, or a change the owner did not take.
  const [initialText] = useState(text);
  const box = useRef<HTMLInputElement | null>(null);
  const shown = useRef(text);
  useIsomorphicLayoutEffect(() => {
    shown.current = text;
    if (box.current && box.current.value !== text) box.current.value = text;
  }, [text]);
  const setRef = useCallback(
    (node: HTMLInputElement | null) => {
      box.current = node;
      assignRef(ref, node);
    },
    [ref],
  );
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      setText(input.value);
      // React has rendered the change by now (an input event's updates are synchronous); a text the
      // owner kept out goes back to the one shown, as it would in a controlled input.
      queueMicrotask(() => {
        if (input.value !== shown.current) input.value = shown.current;
      });
    },
    [setText],
  );
  return (
    <Wrapper>
      <IconSlot>
        <SearchIcon />
      </IconSlot>
      <SearchField
        ref={setRef}
        type="search"
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        autoComplete="off"
        {...rest}
        defaultValue={initialText}
        onChange={onChange}
      />
    </Wrapper>
  );
});

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
