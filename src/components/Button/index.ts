export { Button, IconButton } from './Button.js';
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from './Button.js';
