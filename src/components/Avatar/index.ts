export { Avatar, AvatarSourceProvider, avatarInitials, avatarPerson, avatarColorIndex, safeAvatarUrl } from './Avatar.js';
export type { AvatarProps, AvatarSize, AvatarName, AvatarPerson, AvatarSource, AvatarSourceProviderProps } from './Avatar.js';
