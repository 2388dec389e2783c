/**
 * What the partner and distributor screens share: the programme's texts by variant, the cells of a
 * member (e-mail, phone number, Active / Inactive) and the six person columns of the overview and
 * requests tables.
 */
import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, type MouseEvent } from 'react';
import type { Id, Member, Variant } from '../../api/types.js';
import { isPlainClick } from '../Link/Link.js';
import type { DataTableColumn } from '../DataTable/index.js';
import { StatusBadge } from '../StatusBadge/index.js';
import { isMemberActive, memberName } from '../../domain/member.js';
import { displayText, mailtoHref, phoneWithCode } from '../../format/index.js';
import type { Messages } from '../../i18n/index.js';
import { useMessages } from '../../i18n/MessagesProvider.js';
import { distributorMessages, partnerMessages } from '../../i18n/texts/members.js';
import { vars } from '../../theme/theme.js';
import { focusRing } from '../../theme/focusRing.js';
import { FormattedDate } from '../FormattedDate/index.js';

/** The programme's own wording: the catalogue's `partner` or `distributor` section, overrides applied. */
export function useMemberTexts(variant: Variant): Messages['partner'] {
  const messages = useMessages({ partner: partnerMessages, distributor: distributorMessages });
  return variant === 'distributor' ? messages.distributor : messages.partner;
}

/** A stable React key for a member row. */
export const memberRowId = (member: Member) => String(member.id);

const MailLink = styled.a({
  color: vars.colors.link,
  '&:focus-visible': focusRing(),
});

/**
 * Long addresses may break anywhere, so the table fits beside the sidebar instead of scrolling,
 * but the column keeps room for a readable address.
 */
const MailText = styled.span({ display: 'block', minWidth: '20ch', overflowWrap: 'anywhere' });

/**
 * Short values (dates, phone numbers) read better on one line in a table; on a phone's card they
 * may wrap at a space rather than widen the card past a 320 px screen (WCAG 1.4.10).
 */
const NoWrap = styled.span({ 'table &': { whiteSpace: 'nowrap' } });

const Wrapping = styled.span({ overflowWrap: 'anywhere' });

/** Longer than any real phone number with its country code. */
const LONGEST_PHONE = 24;

/**
 * A phone number on one line; a backend's endless value wraps instead, so it cannot stretch the
 * table or a phone's card off the screen. Always left to right (`+44 20 7946` stays so on a
 * right-to-left page), isolated from the text around it.
 */
export function PhoneText({ text }: { text: string }) {
  return text.length <= LONGEST_PHONE ? <NoWrap dir="ltr">{text}</NoWrap> : <Wrapping dir="ltr">{text}</Wrapping>;
}

/**
 * An e-mail address as text, or as a mailto link when `asLink` is set and the address is valid;
 * anything else the server sent stays plain text.
 */
export function MemberEmail({ email, asLink }: { email: unknown; asLink: boolean }) {
  const href = asLink ? mailtoHref(email) : undefined;
  const text = displayText(email);
  return <MailText>{href ? <MailLink href={href}>{text}</MailLink> : text}</MailText>;
}

/** 'Active' (green) or 'Inactive' (grey), from the member's isActive. */
export function MemberStatus({ member, messages }: { member: Member; messages: Pick<Messages, 'common'> }) {
  return isMemberActive(member) ? (
    <StatusBadge tone="success">{messages.common.active}</StatusBadge>
  ) : (
    <StatusBadge tone="neutral">{messages.common.inactive}</StatusBadge>
  );
}

/**
 * Name, Register Date, Email, Phone, Company Name and Position: the columns the overview and the
 * requests table share; each screen adds its last column (Status or Action).
 */
export function memberPersonColumns(
  messages: Pick<Messages, 'columns'>,
  options: { emailLinks: boolean; nameLink?: MemberNameLink },
): DataTableColumn<Member>[] {
  const c = messages.columns;
  const { nameLink } = options;
  return [
    {
      id: 'name',
      header: c.name,
      cell: (m) =>
        nameLink ? (
          // A real link: Ctrl-click or a middle click opens the review page in a new tab; a plain click opens it here.
          <MailLink
            href={nameLink.href(m)}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              nameLink.open(m);
            }}
          >
            {memberName(m)}
          </MailLink>
        ) : (
          memberName(m)
        ),
    },
    { id: 'registerDate', header: c.registerDate, fit: true, cell: (m) => <NoWrap>
          <FormattedDate value={m.createdAt} />
        </NoWrap> },
    { id: 'email', header: c.email, cell: (m) => <MemberEmail email={m.email} asLink={options.emailLinks} /> },
    { id: 'phone', header: c.phone, fit: true, cell: (m) => <PhoneText text={phoneWithCode(m.countryCode, m.phoneNumber)} /> },
    { id: 'companyName', header: c.companyName, cell: (m) => displayText(m.companyName) },
    { id: 'position', header: c.position, cell: (m) => displayText(m.position) },
  ];
}

/** The name column's link to a member's page: its address, and what a plain click does. */
export interface MemberNameLink {
  href: (member: Member) => string;
  open: (member: Member) => void;
}

/**
 * The name link of `memberPersonColumns` from a screen's `memberHref` and `onOpen`: undefined
 * unless both are given. Stable while `memberHref` is: the latest `onOpen` is read at the click,
 * so a new callback each render keeps the columns (and the memoised rows).
 */
export function useMemberNameLink(memberHref: ((id: Id) => string) | undefined, onOpen: ((id: Id) => void) | undefined): MemberNameLink | undefined {
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });
  const canOpen = onOpen !== undefined;
  return useMemo(
    () => (memberHref && canOpen ? { href: (member: Member) => memberHref(member.id), open: (member: Member) => openRef.current?.(member.id) } : undefined),
    [memberHref, canOpen],
  );
}
