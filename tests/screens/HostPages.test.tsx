import * as hostPageStories from '../../src/screens/HostPages.stories.js';
import { describeStories } from '../support/stories.js';

// Their play functions (the heading's contrast on the provider's own surface) run in Chromium:
// the storybook project and the visual suite.
describeStories('Host pages', hostPageStories, { heading: 'Partner Deals', loading: 'Loading partner deals...' });
