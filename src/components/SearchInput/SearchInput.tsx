import styled from '@emotion/styled';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { Input } from '../Field/index.js';
import { SearchIcon } from '../Icon/index.js';
import { useControllableState } from '../useControllableState.js';
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
  return (
    <Wrapper>
      <IconSlot>
        <SearchIcon />
      </IconSlot>
      <SearchControl
        ref={ref}
        type="search"
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        autoComplete="off"
        {...rest}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </Wrapper>
  );
});
