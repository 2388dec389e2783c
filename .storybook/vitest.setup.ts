import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Stories run as tests with the same decorators and parameters as in Storybook, axe included.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
