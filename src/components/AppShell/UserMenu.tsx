import styled from '@emotion/styled';
import type { AdminUser } from '../../api/types.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { Avatar } from '../Avatar/Avatar.js';
import { KeyIcon, LogOutIcon } from '../Icon/icons.js';
import { Menu, type MenuItem } from '../Menu/Menu.js';
import { fullUserName, shortUserName } from './userName.js';

export interface UserMenuProps {
  user: AdminUser | null;
  onSignOut: () => void;
  onChangePassword?: (() => void) | undefined;
}

const Who = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  strong: { fontWeight: theme.fontWeights.bold, color: theme.colors.text },
  span: { fontSize: theme.fontSizes.sm, color: theme.colors.textMuted, overflowWrap: 'anywhere' },
}));

const TriggerName = styled.span({ display: 'inline-flex', alignItems: 'center', gap: 8 });

/** The header's account menu: the short name on the trigger; full name and e-mail as text, then the actions. */
export function UserMenu({ user, onSignOut, onChangePassword }: UserMenuProps) {
  const t = useMessages().shell;
  const email = typeof user?.email === 'string' ? user.email.trim() : '';
  const items: MenuItem[] = [
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
          {shortUserName(user, t.defaultUserName)}
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
