// Possible conflicts on the deal lists: two members registering the same customer company.
import { screen, within } from '@testing-library/react';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { PartnerDeal } from '../../src/api/types.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const deal = (id: number, partnerId: number, first: string, customerCompany: string): PartnerDeal => ({
  id,
  partnerId,
  partnerFirstName: first,
  partnerLastName: 'Doe',
  customerCompany,
  createdAt: `2026-03-${String(id % 28 + 1).padStart(2, '0')}T10:00:00.000Z`,
  status: 'pending',
});

const partnerDeals = [
  deal(1, 10, 'Ada', 'ACME Ltd.'),
  deal(2, 11, 'Bob', 'Acme Limited'),
  deal(3, 12, 'Cy', 'Globex'),
  deal(4, 10, 'Ada', 'Initech'),
  deal(5, 13, 'Dee', 'acme'),
];

function setup(state?: { facets: { conflicts: 'all' | 'only' } }) {
  const api = createMemoryAdminApi({ data: { partnerDeals } });
  const onStateChange = vi.fn();
  const view = renderWithProviders(<DealsList api={api} variant="partner" layout="table" defaultState={state} onStateChange={onStateChange} />);
  return { ...view, api, onStateChange };
}

const rowOf = (id: number) => screen.getAllByRole('row').find((row) => within(row).queryAllByRole('cell')[1]?.textContent === String(id))!;

describe('possible conflicts', () => {
  it("marks each deal whose customer company another member registered, with how many", async () => {
    setup();
    await screen.findByRole('checkbox', { name: 'Select Deal 1' });
    expect(within(rowOf(1)).getByText('Possible conflict (2)')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('Possible conflict (2)')).toBeInTheDocument();
    expect(within(rowOf(5)).getByText('Possible conflict (2)')).toBeInTheDocument();
    expect(within(rowOf(3)).queryByText(/Possible conflict/)).not.toBeInTheDocument();
    expect(within(rowOf(4)).queryByText(/Possible conflict/)).not.toBeInTheDocument();
  });

  it("'Conflicts only' shows them alone, as a facet of the list state", async () => {
    const { user, onStateChange } = setup();
    await screen.findByRole('checkbox', { name: 'Select Deal 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Conflicts only' }));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByRole('checkbox', { name: 'Select Deal 3' })).not.toBeInTheDocument();
    expect(onStateChange).toHaveBeenLastCalledWith(expect.objectContaining({ facets: { conflicts: 'only', status: 'all' }, page: 1 }), 'facet');
  });

  it('starts filtered from a state that asks for it, and ignores an unknown value', async () => {
    const first = setup({ facets: { conflicts: 'only' } });
    await screen.findByRole('checkbox', { name: 'Select Deal 1' });
    expect(screen.getByRole('checkbox', { name: 'Conflicts only' })).toBeChecked();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    first.unmount();
    setup({ facets: { conflicts: 'maybe' as 'only' } });
    await screen.findByRole('checkbox', { name: 'Select Deal 3' });
    expect(screen.getByRole('checkbox', { name: 'Conflicts only' })).not.toBeChecked();
  });

  it('lists the other registrations in Deal Details, and opens one from there', async () => {
    const { user } = setup();
    await screen.findByRole('checkbox', { name: 'Select Deal 1' });
    await user.click(within(rowOf(1)).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    const section = await within(dialog).findByRole('region', { name: 'Possible conflicts' });
    expect(within(section).getByText('Other members registered this customer company too:')).toBeInTheDocument();
    const entries = within(section).getAllByRole('button').map((button) => button.textContent);
    expect(entries).toEqual(['Deal 2: Bob Doe, Acme Limited', 'Deal 5: Dee Doe, acme']);
    await user.click(within(section).getByRole('button', { name: 'Deal 5: Dee Doe, acme' }));
    const next = await screen.findByRole('dialog', { name: 'Deal Details' });
    expect(await within(next).findByText('5')).toBeInTheDocument();
    const nextSection = await within(next).findByRole('region', { name: 'Possible conflicts' });
    expect(within(nextSection).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Deal 1: Ada Doe, ACME Ltd.',
      'Deal 2: Bob Doe, Acme Limited',
    ]);
    await expectNoAxeViolations(document.body);
  });

  it('a deal without conflicts shows no such section', async () => {
    const { user } = setup();
    await screen.findByRole('checkbox', { name: 'Select Deal 3' });
    await user.click(within(rowOf(3)).getAllByRole('cell')[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Deal Details' });
    await within(dialog).findByText('Globex');
    expect(within(dialog).queryByRole('region', { name: 'Possible conflicts' })).not.toBeInTheDocument();
  });

  it('finds them just after the first rows in a list too large to do it in the same render, also under Conflicts only', async () => {
    const many = [...partnerDeals, ...Array.from({ length: 10_000 }, (_, i) => deal(1000 + i, 100 + i, `P${i}`, `Solo Customer ${i}`))];
    const api = createMemoryAdminApi({ data: { partnerDeals: many } });
    const view = renderWithProviders(<DealsList api={api} variant="partner" layout="table" />);
    await screen.findByRole('checkbox', { name: 'Select Deal 1' });
    expect(await within(rowOf(1)).findByText('Possible conflict (2)')).toBeInTheDocument();
    view.unmount();

    renderWithProviders(<DealsList api={api} variant="partner" layout="table" defaultState={{ facets: { conflicts: 'only' } }} />);
    await screen.findByRole('checkbox', { name: 'Select Deal 1' });
    // Never 'No partner deals found.' while the conflicts are still being found: the three with a conflict, and no other.
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('No partner deals found.')).not.toBeInTheDocument();
  });
});
