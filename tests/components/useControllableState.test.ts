import { act, renderHook } from '@testing-library/react';
import { useControllableState } from '../../src/components/useControllableState.js';

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports changes', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: undefined, defaultValue: 'a', onChange }));
    expect(result.current[0]).toBe('a');
    act(() => result.current[1]('b'));
    expect(result.current[0]).toBe('b');
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('follows the caller when controlled and only asks for a change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useControllableState({ value, defaultValue: 'a', onChange }), {
      initialProps: { value: 'x' as string | undefined },
    });
    act(() => result.current[1]('y'));
    expect(result.current[0]).toBe('x');
    expect(onChange).toHaveBeenCalledWith('y');
    rerender({ value: 'y' });
    expect(result.current[0]).toBe('y');
  });

  it('does not report a value equal to the current one, even twice in one event', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ value: true, defaultValue: false, onChange }));
    act(() => result.current[1](true));
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      result.current[1](false);
      result.current[1](false);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
