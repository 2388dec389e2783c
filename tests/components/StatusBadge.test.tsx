import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealStatusBadge, StatusBadge, certificationStatusTone, dealStatusTone } from '../../src/components/StatusBadge/index.js';
import { defaultTheme } from '../../src/theme/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';
import { themedStyle } from '../support/themedStyle.js';

describe('dealStatusTone (SPEC 2.8: approved green, rejected red, anything else yellow)', () => {
  it.each([
    ['approved', 'success'],
    ['APPROVED', 'success'],
    [' Approved ', 'success'],
    ['rejected', 'danger'],
    ['Rejected', 'danger'],
    ['pending', 'warning'],
    ['on hold', 'warning'],
    ['', 'warning'],
    [null, 'warning'],
    [undefined, 'warning'],
    [42, 'warning'],
  ])('%j is %s', (status, tone) => {
    expect(dealStatusTone(status)).toBe(tone);
  });
});

describe('certificationStatusTone', () => {
  it.each([
    ['APPROVED', 'success'],
    ['REJECTED', 'danger'],
    ['PENDING', 'warning'],
    [null, 'warning'],
  ])('%j is %s', (status, tone) => {
    expect(certificationStatusTone(status)).toBe(tone);
  });
});

describe('StatusBadge', () => {
  it('shows its text in the tone colours, without leaking the tone to the DOM', async () => {
    renderWithProviders(<StatusBadge tone="danger">Rejected</StatusBadge>);
    const badge = screen.getByText('Rejected');
    expect(themedStyle(badge, 'color')).toBe(defaultTheme.status.danger.text);
    expect(themedStyle(badge, 'backgroundColor')).toBe(defaultTheme.status.danger.background);
    expect(badge).not.toHaveAttribute('tone');
    await expectNoAxeViolations();
  });
});

describe('DealStatusBadge', () => {
  it.each([
    ['APPROVED', 'Approved'],
    [' rejected ', 'Rejected'],
    ['PENDING', 'Pending'],
    ['on hold', 'Pending'],
    [null, 'Pending'],
  ])('shows %j as %s', (status, label) => {
    renderWithProviders(<DealStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
