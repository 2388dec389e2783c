import styled from '@emotion/styled';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { safeHttpUrl } from '../../format/index.js';
import { forwardExcept } from '../shouldForwardProp.js';
import { vars } from '../../theme/theme.js';

/** A person's name as the server gives it: first and last, or one full name. */
export type AvatarName = string | { firstName?: string | null; lastName?: string | null };

/** What an avatar image source is told about the person. */
export interface AvatarPerson {
  firstName?: string;
  lastName?: string;
  fullName: string;
}

export interface AvatarSource {
  /** Returns an image URL for the person, or undefined for initials only. Only http(s) and data:image URLs are used. */
  getAvatarUrl?: (person: AvatarPerson) => string | undefined;
}

const AvatarSourceContext = createContext<AvatarSource>({});

export interface AvatarSourceProviderProps extends AvatarSource {
  children?: ReactNode;
}

/**
 * Supplies avatar images to every `Avatar` below it. Without it avatars draw initials only, so no
 * name is sent to any image service.
 *
 * @example
 * <AvatarSourceProvider getAvatarUrl={({ fullName }) => `https://avatars.example.com/${encodeURIComponent(fullName)}.png`}>
 *   <ResourcesOverview api={api} />
 * </AvatarSourceProvider>
 */
export function AvatarSourceProvider({ getAvatarUrl, children }: AvatarSourceProviderProps) {
  return <AvatarSourceContext.Provider value={{ getAvatarUrl }}>{children}</AvatarSourceContext.Provider>;
}

export type AvatarSize = 'sm' | 'md' | 'lg';

export interface AvatarProps {
  /** The person: a full name or first and last names. Missing parts are skipped. */
  name: AvatarName | null | undefined;
  /** @default 'md' */
  size?: AvatarSize;
  /**
   * An accessible name; without it the avatar is decorative (hidden from assistive technology),
   * as it usually stands beside the name in text. @default undefined
   */
  label?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The name split into its parts and joined, with blanks removed. */
export function avatarPerson(name: AvatarName | null | undefined): AvatarPerson {
  if (name && typeof name === 'object') {
    const firstName = text(name.firstName);
    const lastName = text(name.lastName);
    return {
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      fullName: [firstName, lastName].filter(Boolean).join(' '),
    };
  }
  return { fullName: text(name).replace(/\s+/g, ' ') };
}

const firstLetter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');

/**
 * Up to two initials: first and last name, or the first and last word of a full name; '?' for no
 * name. Works by code points, so a name starting with an emoji or an astral letter is not split.
 *
 * @example avatarInitials({ firstName: 'ada', lastName: 'Lovelace' }) // 'AL'
 */
export function avatarInitials(name: AvatarName | null | undefined): string {
  const person = avatarPerson(name);
  const words =
    person.firstName !== undefined || person.lastName !== undefined
      ? [person.firstName, person.lastName].filter((w): w is string => !!w)
      : person.fullName.split(' ').filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? firstLetter(words[0]) : firstLetter(words[0]) + firstLetter(words[words.length - 1]);
  return letters.toLocaleUpperCase();
}

/** A stable index into a palette of `size` colours for a name (same name, same colour). */
export function avatarColorIndex(fullName: string, size: number): number {
  if (size <= 0) return 0;
  let hash = 0;
  for (const char of fullName.toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % size;
}

/** The URL if an avatar may load it: http(s) (absolute or relative to the page) or a data:image URL. */
export function safeAvatarUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (/^data:image\//i.test(trimmed)) return trimmed;
  return safeHttpUrl(trimmed) ?? undefined;
}

const pixels: Record<AvatarSize, number> = { sm: 24, md: 32, lg: 40 };

const Circle = styled('span', { shouldForwardProp: forwardExcept('avatarSize', 'background') })<{
  avatarSize: AvatarSize;
  background: string;
}>(({ avatarSize, background }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: pixels[avatarSize],
  height: pixels[avatarSize],
  borderRadius: vars.radii.round,
  overflow: 'hidden',
  background,
  color: vars.colors.primaryText,
  fontSize: avatarSize === 'lg' ? vars.fontSizes.md : vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
  lineHeight: 1,
  userSelect: 'none',
}));

const Photo = styled.img({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/**
 * A round avatar with the person's initials on a colour chosen from the name. When an
 * `AvatarSourceProvider` gives an image URL, the image covers the initials; if it fails to load,
 * the initials show again.
 *
 * @example <Avatar name={{ firstName: resource.publisherFirstName, lastName: resource.publisherLastName }} size="sm" />
 */
export function Avatar({ name, size = 'md', label }: AvatarProps) {
  const { getAvatarUrl } = useContext(AvatarSourceContext);
  const person = avatarPerson(name);
  const url = person.fullName ? safeAvatarUrl(getAvatarUrl?.(person)) : undefined;
  // The URL that failed; a new URL gets a new chance.
  const [failedUrl, setFailedUrl] = useState<string | undefined>(undefined);
  const palette = vars.avatarPalette;
  const background = palette[avatarColorIndex(person.fullName, palette.length)] ?? vars.colors.textMuted;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };

  return (
    <Circle avatarSize={size} background={background} {...a11y}>
      {avatarInitials(name)}
      {url && url !== failedUrl && <Photo src={url} alt="" referrerPolicy="no-referrer" onError={() => setFailedUrl(url)} />}
    </Circle>
  );
}
