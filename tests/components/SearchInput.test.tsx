import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from '../../src/components/SearchInput/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

describe('SearchInput', () => {
  it('is a search box named by its placeholder', async () => {
    renderWithProviders(<SearchInput placeholder="Search by name, email, or company" />);
    const box = screen.getByRole('searchbox', { name: 'Search by name, email, or company' });
    expect(box).toHaveAttribute('type', 'search');
    expect(box).toHaveAttribute('placeholder', 'Search by name, email, or company');
    await expectNoAxeViolations();
  });

  it('takes its name from `label` when given', () => {
    renderWithProviders(<SearchInput placeholder="Search resources" label="Search the resources list" />);
    expect(screen.getByRole('searchbox', { name: 'Search the resources list' })).toBeInTheDocument();
  });

  it('keeps its own text when uncontrolled and reports every change', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<SearchInput placeholder="Search" defaultValue="ad" onValueChange={onValueChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'a');
    expect(box).toHaveValue('ada');
    expect(onValueChange).toHaveBeenLastCalledWith('ada');
  });

  it('shows the value it is given when controlled', async () => {
    function Upper() {
      const [value, setValue] = useState('');
      return <SearchInput placeholder="Search" value={value} onValueChange={(next) => setValue(next.toUpperCase())} />;
    }
    const { user } = renderWithProviders(<Upper />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'ab');
    expect(box).toHaveValue('AB');
    await user.clear(box);
    expect(box).toHaveValue('');
  });

  it('shows a value changed from outside, and keeps out a change its owner does not take', async () => {
    function Owned() {
      const [value, setValue] = useState('acme');
      return (
        <>
          <SearchInput placeholder="Search" value={value} onValueChange={(next) => (next.includes('!') ? undefined : setValue(next))} />
          <button type="button" onClick={() => setValue('')}>
            Clear
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<Owned />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('acme');
    await user.type(box, 'x!');
    expect(box).toHaveValue('acmex');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    await user.type(box, 'b');
    expect(box).toHaveValue('b');
  });

  it('does not have its attributes written again with each letter typed into it while controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <SearchInput placeholder="Search" value={value} onValueChange={setValue} />;
    }
    const { user } = renderWithProviders(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const written: string[] = [];
    const observer = new MutationObserver((records) => written.push(...records.map((record) => record.attributeName ?? '')));
    observer.observe(box, { attributes: true });
    await user.type(box, 'garcia');
    observer.disconnect();
    expect(box).toHaveValue('garcia');
    // React's own write after any input event (its name, then its type) is left: three records a letter, not seven.
    expect(written.filter((name) => name === 'value')).toEqual([]);
    expect(written.length).toBeLessThanOrEqual(3 * 'garcia'.length);
  });
});
