import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from '../../src/components/StatusFilter/StatusFilter.stories.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';

const { Default, OwnLabels, German } = composeStories(stories);

describe('StatusFilter', () => {
  it('is a group of radio buttons named with their counts, one Tab stop, chosen by click or arrow keys', async () => {
    const { user } = renderWithProviders(<Default />);
    expect(screen.getByRole('group', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent)).toEqual([
      'All 1,234',
      'Pending 48',
      'Approved 1,150',
      'Rejected 36',
    ]);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All 1,234' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Pending 48' })).toBeChecked();
    expect(Default.args.onValueChange).toHaveBeenLastCalledWith('pending');
    await user.click(screen.getByRole('radio', { name: 'Rejected 36' }));
    expect(Default.args.onValueChange).toHaveBeenLastCalledWith('rejected');
    // Tab leaves the group: one stop for the four choices.
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it("takes a list's own names for the statuses", () => {
    renderWithProviders(<OwnLabels />);
    expect(screen.getByRole('radio', { name: 'Accepted 1,150' })).toBeChecked();
  });

  it('is in German with the German catalogue, its counts grouped as German writes them', () => {
    renderWithProviders(<German />);
    expect(screen.getByRole('radio', { name: 'Alle 1.234' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Genehmigt 1.150' })).toBeInTheDocument();
  });

  it('has no serious accessibility violations', async () => {
    const { container } = renderWithProviders(<Default />);
    await expectNoAxeViolations(container);
  });
});
