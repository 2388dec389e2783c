import styled from '@emotion/styled';
import { Link, isPlainClick, navigateOnPlainClick } from '../Link/Link.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { visuallyHidden } from '../visuallyHidden.js';
import { isActivePath, type NavItem } from './navItems.js';
import { vars } from '../../theme/theme.js';
import { focusRing } from '../../theme/focusRing.js';

export type SideNavTone = 'sidebar' | 'drawer';

export interface SideNavProps {
  items: readonly NavItem[];
  activePath: string;
  /** 'sidebar': light text on the dark sidebar; 'drawer': dark text on the drawer's surface. */
  tone: SideNavTone;
  /** Icons only, the labels kept as accessible names. */
  compact: boolean;
  onNavigate?: ((href: string) => void) | undefined;
  /** Called on any plain click of an entry, e.g. to close the drawer. */
  onItemClick?: (() => void) | undefined;
  /** The navigation landmark's name. */
  label: string;
}

const List = styled('ul', { shouldForwardProp: forwardExcept('tone', 'compact') })<{ tone: SideNavTone; compact: boolean }>(({ tone, compact }) => {
  const text = tone === 'sidebar' ? vars.colors.sidebarText : vars.colors.text;
  const activeBg = tone === 'sidebar' ? vars.colors.sidebarActive : vars.colors.infoSurface;
  const activeText = tone === 'sidebar' ? vars.colors.sidebarActiveText : vars.colors.primary;
  return {
    listStyle: 'none',
    margin: 0,
    padding: tone === 'sidebar' ? vars.space.sm : 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    a: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: compact ? 'center' : 'flex-start',
      gap: vars.space.md,
      minHeight: 44,
      padding: compact ? 0 : `0 ${vars.space.md}`,
      borderRadius: vars.radii.md,
      color: text,
      textDecoration: 'none',
      fontWeight: vars.fontWeights.medium,
      whiteSpace: 'nowrap',
      '&:hover': { background: activeBg },
      '&:focus-visible': focusRing(-2, tone === 'sidebar' ? vars.colors.sidebarText : vars.colors.focus),
      '&[aria-current="page"]': { background: activeBg, color: activeText, fontWeight: vars.fontWeights.bold },
      svg: { flexShrink: 0 },
    },
  };
});

const HiddenLabel = styled.span(visuallyHidden);

/** The list of navigation links shared by the sidebar and the drawer. */
export function SideNav({ items, activePath, tone, compact, onNavigate, onItemClick, label }: SideNavProps) {
  return (
    <nav aria-label={label}>
      <List tone={tone} compact={compact}>
        {items.map((item) => {
          const navigate = navigateOnPlainClick(onNavigate, item.href);
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                aria-current={isActivePath(item.href, activePath) ? 'page' : undefined}
                title={compact ? item.label : undefined}
                onClick={(event) => {
                  navigate?.(event);
                  if (isPlainClick(event)) onItemClick?.();
                }}
              >
                {item.icon}
                {compact ? <HiddenLabel>{item.label}</HiddenLabel> : <span>{item.label}</span>}
              </Link>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
