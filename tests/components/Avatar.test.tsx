import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar, AvatarSourceProvider, avatarColorIndex, avatarInitials, safeAvatarUrl } from '../../src/components/Avatar/index.js';
import { sampleAvatarUrl } from '../../src/components/Avatar/Avatar.stories.js';
import { defaultTheme } from '../../src/theme/index.js';
import { expectNoAxeViolations } from '../support/axe.js';
import { renderWithProviders } from '../support/render.js';
import { themedStyle } from '../support/themedStyle.js';

describe('avatarInitials', () => {
  it.each([
    [{ firstName: 'ada', lastName: 'lovelace' }, 'AL'],
    [{ firstName: 'Grace' }, 'G'],
    [{ lastName: 'Hopper' }, 'H'],
    ['Alan Mathison Turing', 'AT'],
    ['  Cher  ', 'C'],
    ['', '?'],
    ['   ', '?'],
    [null, '?'],
    [undefined, '?'],
    [{ firstName: null, lastName: '' }, '?'],
    // An astral first letter stays whole instead of becoming half a surrogate pair.
    ['\u{1D4D0}da Byron', '\u{1D4D0}B'],
    ['😀 Smile', '😀S'],
    ['émile zola', 'ÉZ'],
  ])('%j gives %s', (name, initials) => {
    expect(avatarInitials(name)).toBe(initials);
  });
});

describe('avatar colour', () => {
  it('is the same for the same name, whatever the case, and within the palette', () => {
    const size = defaultTheme.avatarPalette.length;
    expect(avatarColorIndex('Ada Lovelace', size)).toBe(avatarColorIndex('ada lovelace', size));
    for (const name of ['', 'a', 'Grace Hopper', 'Alan Turing', '😀']) {
      const index = avatarColorIndex(name, size);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(size);
    }
  });
});

describe('safeAvatarUrl', () => {
  it('keeps http(s) and data:image URLs only', () => {
    expect(safeAvatarUrl('https://avatars.example.com/a.png')).toBe('https://avatars.example.com/a.png');
    expect(safeAvatarUrl('http://avatars.example.com/a.png')).toBe('http://avatars.example.com/a.png');
    expect(safeAvatarUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeAvatarUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeAvatarUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeAvatarUrl('ftp://example.com/a.png')).toBeUndefined();
    expect(safeAvatarUrl(undefined)).toBeUndefined();
  });
});

describe('Avatar', () => {
  it('draws initials only and asks no image source by default', async () => {
    const { container } = renderWithProviders(<Avatar name={{ firstName: 'Ada', lastName: 'Lovelace' }} label="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(container.querySelector('img')).toBeNull();
    await expectNoAxeViolations();
  });

  it('is hidden from assistive technology without a label, as the name stands beside it', () => {
    renderWithProviders(<Avatar name="Grace Hopper" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('GH')).toHaveAttribute('aria-hidden', 'true');
  });

  it('asks the injected source with the name parts and shows its image over the initials', () => {
    const getAvatarUrl = vi.fn(() => sampleAvatarUrl);
    const { container } = renderWithProviders(
      <AvatarSourceProvider getAvatarUrl={getAvatarUrl}>
        <Avatar name={{ firstName: ' Ada ', lastName: 'Lovelace' }} />
      </AvatarSourceProvider>,
    );
    expect(getAvatarUrl).toHaveBeenCalledWith({ firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace' });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', sampleAvatarUrl);
    expect(img).toHaveAttribute('alt', '');
  });

  it('falls back to the initials when the image fails to load', () => {
    const { container } = renderWithProviders(
      <AvatarSourceProvider getAvatarUrl={() => 'https://avatars.example.com/missing.png'}>
        <Avatar name="Grace Hopper" label="Grace Hopper" />
      </AvatarSourceProvider>,
    );
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toHaveTextContent('GH');
  });

  it('ignores URLs that are not http(s) or data:image', () => {
    const { container } = renderWithProviders(
      <AvatarSourceProvider getAvatarUrl={() => 'javascript:alert(1)'}>
        <Avatar name="Alan Turing" />
      </AvatarSourceProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('AT');
  });

  it('does not ask the source for an empty name', () => {
    const getAvatarUrl = vi.fn(() => sampleAvatarUrl);
    renderWithProviders(
      <AvatarSourceProvider getAvatarUrl={getAvatarUrl}>
        <Avatar name="" label="Unknown" />
      </AvatarSourceProvider>,
    );
    expect(getAvatarUrl).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Unknown' })).toHaveTextContent('?');
  });

  it('paints a palette background with the light text colour', () => {
    renderWithProviders(<Avatar name="Ada Lovelace" label="Ada Lovelace" />);
    const index = avatarColorIndex('Ada Lovelace', defaultTheme.avatarPalette.length);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(themedStyle(avatar, 'backgroundColor')).toBe(defaultTheme.avatarPalette[index]);
    expect(themedStyle(avatar, 'color')).toBe(defaultTheme.colors.primaryText);
  });
});
