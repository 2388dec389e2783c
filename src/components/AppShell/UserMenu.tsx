import styled from '@emotion/styled';
import type { AdminUser } from '../../api/types.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Avatar } from '../Avatar/Avatar.js';
import { KeyIcon, LogOutIcon } from '../Icon/icons.js';
import { Menu, type MenuItem } from '../Menu/Menu.js';
import { fullUserName, shortUserName } from './userName.js';
import { shellMessages } from '../../i18n/texts/shell.js';
import { vars } from '../../theme/theme.js';

export interface UserMenuProps {
  user: AdminUser | null;
  onSignOut: () => void;
  onChangePassword?: (() => void) | undefined;
  /** More entries, before 'Change Password' (e.g. a dark mode switch or the language). */
  extraItems?: readonly MenuItem[] | undefined;
}

const Who = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  strong: { fontWeight: vars.fontWeights.bold, color: vars.colors.text, overflowWrap: 'anywhere' },
  span: { fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, overflowWrap: 'anywhere' },
});

const TriggerName = styled.span({ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 });

/**
 * The short name on the trigger, cut with an ellipsis when a backend sends an endless one, so the
 * header never pushes the page wider than a phone; the menu shows the full name, wrapped.
 */
const ShortName = styled.span({ maxWidth: 'min(24ch, 25vw)', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The header's account menu: the short name on the trigger; full name and e-mail as text, then the actions. */
export function UserMenu({ user, onSignOut, onChangePassword, extraItems = [] }: UserMenuProps) {
  const t = useMessages({ shell: shellMessages }).shell;
  const email = typeof user?.email === 'string' ? user.email.trim() : '';
  const items: MenuItem[] = [
    ...extraItems,
    ...(onChangePassword ? [{ id: 'change-password', label: t.changePassword, icon: <KeyIcon />, onSelect: onChangePassword }] : []),
    { id: 'sign-out', label: t.signOut, icon: <LogOutIcon />, onSelect: onSignOut },
  ];
  return (
    <Menu
      align="end"
      triggerVariant="ghost"
      label={
        <TriggerName>
          <Avatar name={fullUserName(user, t.defaultUserName)} size="sm" />
          <ShortName>{shortUserName(user, t.defaultUserName)}</ShortName>
        </TriggerName>
      }
      header={
        <Who>
          <strong>{fullUserName(user, t.defaultUserName)}</strong>
          {email && <span>{email}</span>}
        </Who>
      }
      items={items}
    />
  );
}
