import { screen } from '@testing-library/react';
import { useState } from 'react';
import { SortMenu } from '../../src/components/SortMenu/index.js';
import { defaultMessages as m, type MessageOverrides } from '../../src/i18n/index.js';
import type { SortOrder } from '../../src/list/listState.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const triggerName = (choice: string) => `${m.list.sortBy} ${choice}`;

describe('SortMenu', () => {
  it("reads 'Sort By' with the current choice and offers the three orders as radio items", async () => {
    const { user } = renderWithProviders(<SortMenu />);
    await user.click(screen.getByRole('button', { name: triggerName('Default') }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['Default', 'Old to New', 'New to Old']);
    expect(await screen.findByRole('menuitemradio', { name: 'Default' })).toBeChecked();
    expect(await screen.findByRole('menuitemradio', { name: 'Old to New' })).not.toBeChecked();
    await expectNoAxeViolations(document.body);
  });

  it('reports the SPEC 9 value and shows the new choice when uncontrolled', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<SortMenu onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: triggerName('Default') }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Old to New' }));
    expect(onValueChange).toHaveBeenCalledWith('oldToNew');
    expect(screen.getByRole('button', { name: triggerName('Old to New') })).toHaveFocus();
  });

  it('follows the value when controlled, and does not report the current choice again', async () => {
    const onValueChange = vi.fn();
    function Controlled() {
      const [sort, setSort] = useState<SortOrder>('newToOld');
      return (
        <SortMenu
          value={sort}
          onValueChange={(next) => {
            onValueChange(next);
            setSort(next);
          }}
        />
      );
    }
    const { user } = renderWithProviders(<Controlled />);
    await user.click(screen.getByRole('button', { name: triggerName('New to Old') }));
    expect(await screen.findByRole('menuitemradio', { name: 'New to Old' })).toBeChecked();
    await user.keyboard('{End}{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}{Home}{Enter}');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('default');
    expect(screen.getByRole('button', { name: triggerName('Default') })).toBeInTheDocument();
  });

  it('takes its texts from the catalogue', async () => {
    const messages: MessageOverrides = { list: { sortBy: 'Sortieren', sortDefault: 'Standard' } };
    renderWithProviders(<SortMenu />, { messages });
    expect(screen.getByRole('button', { name: 'Sortieren Standard' })).toBeInTheDocument();
  });
});
