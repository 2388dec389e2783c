// Keyboard-only use of the dialogs, menus and tabs, in Chromium, against the built Storybook: the
// stories are the fixtures. Only the starting point is set by script (focus on an opener, as a
// user who tabbed there would have it); everything after that is key presses.
import type { Browser, Locator, Page } from 'playwright-core';
import { defaultMessages as m, formatMessage } from '../../src/i18n/index.js';
import { builtStorybook, openStory, serveStatic, type StaticServer } from '../support/storybook.js';
import { launchBrowser } from './harness.js';

let server: StaticServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await serveStatic(await builtStorybook());
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});

afterEach(async () => {
  await page?.close();
});

const open = (id: string) => openStory(page, server.url, id);

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const containsFocus = (locator: Locator) => locator.evaluate((element) => element.contains(document.activeElement));
/** The accessible-ish name of the focused element, for failure messages and order checks. */
const focusedName = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element ? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName : '';
  });

describe('Dialog', () => {
  test('opens with Enter, keeps Tab and Shift+Tab inside, closes with Escape and returns focus to the opener', async () => {
    await open('kit-dialog--default');
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Update Remarks' });
    await dialog.waitFor();
    await expect.poll(() => hasFocus(page.getByRole('textbox', { name: 'Remarks' }))).toBe(true);

    const tabbable = await dialog.evaluate(
      (element) =>
        element.querySelectorAll('button:not([disabled]), textarea:not([disabled]), input:not([disabled]), [tabindex="0"], a[href]').length,
    );
    expect(tabbable).toBeGreaterThan(1);
    const visited: string[] = [];
    for (let i = 0; i < tabbable * 2 + 1; i++) {
      await page.keyboard.press('Tab');
      expect(await containsFocus(dialog), `Tab ${i + 1} left the dialog for "${await focusedName()}"`).toBe(true);
      visited.push(await focusedName());
    }
    // Tab went all the way round: the sequence repeats with the period of the dialog's stops.
    expect(visited.slice(tabbable, tabbable * 2)).toEqual(visited.slice(0, tabbable));
    for (let i = 0; i < tabbable + 1; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await containsFocus(dialog), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(opener)).toBe(true);
  });
});

/** Opens a menu from its focused trigger with Enter, moves with ArrowDown, closes with Escape. */
async function checkMenu(trigger: Locator, itemRole: 'menuitem' | 'menuitemradio') {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await trigger.getAttribute('aria-expanded')).toBe('true');
  const items = menu.getByRole(itemRole);
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  const focusedIndex = () => items.evaluateAll((elements) => elements.findIndex((element) => element === document.activeElement));
  await expect.poll(focusedIndex).toBeGreaterThanOrEqual(0);
  const first = await focusedIndex();
  await page.keyboard.press('ArrowDown');
  await expect.poll(focusedIndex).toBe((first + 1) % count);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await hasFocus(trigger)).toBe(true);
  expect(await trigger.getAttribute('aria-expanded')).not.toBe('true');
}

describe('Menus', () => {
  test('Menu: Enter opens on the first item, ArrowDown moves, Escape closes and returns to the trigger', async () => {
    await open('kit-menu--default');
    await checkMenu(page.getByRole('button', { name: m.common.actions }), 'menuitem');
  });

  test('SortMenu: the same with its checkable orders', async () => {
    await open('kit-sortmenu--default');
    await checkMenu(page.getByRole('button', { name: new RegExp(`^${m.list.sortBy}`) }), 'menuitemradio');
  });

  test('ExportMenu: the same with its formats', async () => {
    await open('kit-exportmenu--default');
    await checkMenu(page.getByRole('button', { name: m.list.export }), 'menuitem');
  });
});

describe('Tabs', () => {
  test('the arrow keys, Home and End move between tabs and switch the panel', async () => {
    await open('kit-tabs--second-active');
    const tab = (name: string) => page.getByRole('tab', { name });
    const expectActive = async (name: string) => {
      await expect.poll(() => hasFocus(tab(name))).toBe(true);
      expect(await tab(name).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('tabpanel').textContent()).toContain(`${name} panel`);
    };
    const { tabLearning, tabSales, tabMarketing } = m.resources;
    await tab(tabSales).focus();
    await page.keyboard.press('ArrowRight');
    await expectActive(tabMarketing);
    await page.keyboard.press('ArrowLeft');
    await expectActive(tabSales);
    await page.keyboard.press('Home');
    await expectActive(tabLearning);
    await page.keyboard.press('End');
    await expectActive(tabMarketing);
    // Only the active tab is in the Tab order (roving tabindex).
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
  });
});

describe("A screen's reason dialog", () => {
  test('Reject stays disabled until a reason is typed, explains itself when pressed, and Escape returns to the row', async () => {
    await open('screens-memberrequests--default');
    // The first pending partner of the demo data (pendingPartnerName in MemberRequests.stories.tsx).
    const opener = page.getByRole('button', { name: formatMessage(m.partner.rejectRequest, { name: 'Ethan Van Dijk' }) });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: m.partner.rejectTitle });
    await dialog.waitFor();
    const reason = dialog.getByRole('textbox');
    await expect.poll(() => hasFocus(reason)).toBe(true);
    const reject = dialog.getByRole('button', { name: m.partner.rejectButton, exact: true });
    expect(await reject.getAttribute('aria-disabled')).toBe('true');

    // Tab to Reject and press it: nothing is sent, the dialog says why.
    for (let i = 0; i < 10 && !(await hasFocus(reject)); i++) await page.keyboard.press('Tab');
    expect(await hasFocus(reject)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText(m.partner.reasonRequired).waitFor();
    expect(await dialog.isVisible()).toBe(true);

    for (let i = 0; i < 10 && !(await hasFocus(reason)); i++) await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('Not a reseller');
    await expect.poll(() => reject.getAttribute('aria-disabled')).toBeNull();

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await hasFocus(opener)).toBe(true);
  });
});
