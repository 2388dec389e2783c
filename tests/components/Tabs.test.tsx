import { screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs, type TabItem } from '../../src/components/Tabs/index.js';
import { defaultMessages as m } from '../../src/i18n/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

type Group = 'learning' | 'sales' | 'marketing';
const r = m.resources;
const items: TabItem<Group>[] = [
  { value: 'learning', label: r.tabLearning },
  { value: 'sales', label: r.tabSales },
  { value: 'marketing', label: r.tabMarketing },
];
const panel = (value: Group) => <p>Panel of {value}</p>;
const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('shows the first tab active with its panel, labelled by the tab, and passes axe', async () => {
    renderWithProviders(<Tabs items={items} label={r.title}>{panel}</Tabs>);
    expect(screen.getByRole('tablist', { name: r.title })).toBeInTheDocument();
    expect(tab(r.tabLearning)).toHaveAttribute('aria-selected', 'true');
    expect(tab(r.tabSales)).toHaveAttribute('aria-selected', 'false');
    const tabpanel = screen.getByRole('tabpanel', { name: r.tabLearning });
    expect(tabpanel).toHaveTextContent('Panel of learning');
    expect(tab(r.tabLearning)).toHaveAttribute('aria-controls', tabpanel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await expectNoAxeViolations(document.body);
  });

  it('lets Tab reach only the active tab, then the panel', async () => {
    const { user } = renderWithProviders(<Tabs items={items} defaultValue="sales">{panel}</Tabs>);
    await user.tab();
    expect(tab(r.tabSales)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: r.tabSales })).toHaveFocus();
  });

  it('activates on arrow keys (wrapping), Home and End', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Tabs items={items} onValueChange={onValueChange}>{panel}</Tabs>);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab(r.tabSales)).toHaveFocus();
    expect(tab(r.tabSales)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of sales');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab(r.tabLearning)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab(r.tabMarketing)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(tab(r.tabLearning)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab(r.tabMarketing)).toHaveFocus();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['sales', 'marketing', 'learning', 'marketing', 'learning', 'marketing']);
  });

  it('activates on click', async () => {
    const { user } = renderWithProviders(<Tabs items={items}>{panel}</Tabs>);
    await user.click(tab(r.tabMarketing));
    expect(tab(r.tabMarketing)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: r.tabMarketing })).toHaveTextContent('Panel of marketing');
  });

  it('skips disabled tabs', async () => {
    const withDisabled = items.map((item) => (item.value === 'sales' ? { ...item, disabled: true } : item));
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Tabs items={withDisabled} onValueChange={onValueChange}>{panel}</Tabs>);
    await user.click(tab(r.tabSales));
    expect(onValueChange).not.toHaveBeenCalled();
    await user.click(tab(r.tabLearning));
    await user.keyboard('{ArrowRight}');
    expect(tab(r.tabMarketing)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab(r.tabLearning)).toHaveFocus();
  });

  it('follows the value when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<Group>('marketing');
      return (
        <>
          <button onClick={() => setValue('sales')}>Go to sales</button>
          <Tabs items={items} value={value} onValueChange={setValue}>
            {panel}
          </Tabs>
        </>
      );
    }
    const { user } = renderWithProviders(<Controlled />);
    expect(tab(r.tabMarketing)).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to sales' }));
    expect(tab(r.tabSales)).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of sales');
    await user.click(tab(r.tabLearning));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of learning');
  });

  it('does not report a click on the active tab', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(<Tabs items={items} onValueChange={onValueChange}>{panel}</Tabs>);
    await user.click(tab(r.tabLearning));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
