import type { ReactNode } from 'react';
import type { Messages } from '../../i18n/messages.js';
import { AwardIcon, BookIcon, BriefcaseIcon, FileIcon, HelpIcon, TruckIcon, UsersIcon } from '../Icon/icons.js';

/** One entry of the side navigation. */
export interface NavItem {
  /** The path it leads to, e.g. '/partners'. */
  href: string;
  /** The visible label; also the accessible name when the sidebar shows icons only. */
  label: string;
  /** A decorative icon, shown always (and alone when collapsed). */
  icon?: ReactNode;
}

/**
 * The seven areas, in order: Partners, Partner Deals, Distributors, Distributor Deals, Resources,
 * Quiz and Certificates, labelled from the catalogue.
 */
export function defaultNavItems(shell: Messages['shell']): NavItem[] {
  return [
    { href: '/partners', label: shell.partners, icon: <UsersIcon /> },
    { href: '/deals', label: shell.partnerDeals, icon: <BriefcaseIcon /> },
    { href: '/distributors', label: shell.distributors, icon: <TruckIcon /> },
    { href: '/distributor-deals', label: shell.distributorDeals, icon: <FileIcon /> },
    { href: '/resources', label: shell.resources, icon: <BookIcon /> },
    { href: '/quiz', label: shell.quiz, icon: <HelpIcon /> },
    { href: '/certificates', label: shell.certificates, icon: <AwardIcon /> },
  ];
}

/**
 * Whether an entry is the current one: its own path or any path below it, so /partners/requests
 * and /partners/42 keep 'Partners' marked, while /distributor-deals does not mark 'Distributors'.
 */
export function isActivePath(href: string, activePath: string): boolean {
  const base = href.replace(/\/+$/, '');
  const path = activePath.split(/[?#]/)[0] ?? '';
  return path === base || path.startsWith(`${base}/`);
}
