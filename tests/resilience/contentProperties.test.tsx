import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import { createSessionStore, memoryStorage } from '../../src/api/session.js';
import { displayText } from '../../src/format/index.js';
import { defaultMessages } from '../../src/i18n/messages.js';
import { CertificationDetailDialog } from '../../src/screens/CertificationDetailDialog/index.js';
import { Certifications } from '../../src/screens/Certifications/index.js';
import { ForgotPassword } from '../../src/screens/ForgotPassword/index.js';
import { Login } from '../../src/screens/Login/index.js';
import { QuizOverview } from '../../src/screens/QuizOverview/index.js';
import { ResourceDetailDialog, ResourcesOverview } from '../../src/screens/ResourcesOverview/index.js';
import {
  HOSTILE_STRINGS,
  NON_BLANK_HOSTILE,
  PROPERTY_OPTIONS,
  PROPERTY_TIMEOUT_MS,
  hostileCertification,
  hostileQuestion,
  hostileResource,
  hostileValue,
  listOf,
  maybeServerFailure,
} from './hostileArbitraries.js';
import { bannerWith, checkHostile, dataRows, dialogTitled, expectListOutcome, settled } from './hostileRender.js';

// Resources, quiz, certifications and the sign-in screens fed hostile records and server texts.

const layouts = fc.constantFrom('table' as const, 'cards' as const);
const serverError = (message: string) => new ApiError(message, 500, message);

describe('content screens survive hostile data', () => {
  it('Resources Overview: rows, the empty text or the banner; a row opens its detail modal, script URLs refused', async () => {
    const r = defaultMessages.resources;
    await fc.assert(
      fc.asyncProperty(listOf(hostileResource), maybeServerFailure, async (resources, failure) => {
        const api = createMemoryAdminApi({ data: { resources } });
        if (failure) api.control.failNext('resources.listByType', serverError(failure));
        await checkHostile(<ResourcesOverview api={api} />, async () => {
          await settled(r.loading);
          const learning = resources.filter((resource) => resource.resourceType === 'LEARNING');
          expectListOutcome({ caption: r.tabLearning, records: learning.length, failure, emptyText: r.empty });
          const [first] = dataRows(r.tabLearning);
          if (first) {
            fireEvent.click(first);
            const dialog = await dialogTitled(displayTitle(learning[0]!.title, r.untitled));
            // Only http(s) addresses become links, previews or media.
            for (const element of dialog.querySelectorAll('a[href], img[src], video[src], iframe, object, embed')) {
              expect(element.getAttribute('href') ?? element.getAttribute('src') ?? '').toMatch(/^https?:\/\//);
            }
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Resource detail modal: any resource, any publisher text', async () => {
    await fc.assert(
      fc.asyncProperty(hostileResource, fc.constantFrom(...HOSTILE_STRINGS), async (resource, publishedBy) => {
        await checkHostile(<ResourceDetailDialog open onOpenChange={() => {}} resource={resource} publishedBy={publishedBy} />, async () => {
          await dialogTitled(displayTitle(resource.title, defaultMessages.resources.untitled));
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Quiz Overview: rows, the empty text or the error panel; a hostile question opens in the edit form', async () => {
    const q = defaultMessages.quiz;
    await fc.assert(
      fc.asyncProperty(listOf(hostileQuestion), layouts, maybeServerFailure, async (tech, layout, failure) => {
        const api = createMemoryAdminApi({ data: { quiz: { tech, sales: [] } } });
        if (failure) api.control.failNext('quiz.list', serverError(failure));
        await checkHostile(<QuizOverview api={api} layout={layout} />, async () => {
          await settled(q.loading);
          expectListOutcome({ caption: q.tabTech, records: tech.length, failure, emptyText: q.empty });
          const edit = document.querySelector<HTMLElement>(`button[aria-label^="${q.edit}"]`);
          if (edit) {
            fireEvent.click(edit);
            await dialogTitled(`Edit ${q.tabTech}`);
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Certifications: rows, the empty text or the banner; View Details opens the hostile submission', async () => {
    const c = defaultMessages.certifications;
    await fc.assert(
      fc.asyncProperty(listOf(hostileCertification), layouts, maybeServerFailure, async (certifications, layout, failure) => {
        const api = createMemoryAdminApi({ data: { certifications } });
        if (failure) api.control.failNext('certifications.list', serverError(failure));
        await checkHostile(<Certifications api={api} layout={layout} />, async () => {
          await settled(c.loading);
          expectListOutcome({ caption: c.title, records: certifications.length, failure, emptyText: c.empty });
          const details = document.querySelector<HTMLElement>(`button[aria-label^="View Details for"]`);
          if (details) {
            fireEvent.click(details);
            await waitForDialog();
            await settled(c.detailsLoading);
            expect(document.querySelector('[role="dialog"]')).not.toBeNull();
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Certification detail modal: any submission and answers, or the load error reported', async () => {
    await fc.assert(
      fc.asyncProperty(hostileCertification, maybeServerFailure, async (detail, failure) => {
        const api = createMemoryAdminApi({ data: { certifications: [detail] } });
        if (failure) api.control.failNext('certifications.get', serverError(failure));
        const reported: string[] = [];
        const dialog = <CertificationDetailDialog api={api} open id={detail.certification.id} onOpenChange={() => {}} onLoadError={(message) => reported.push(message)} />;
        await checkHostile(dialog, async () => {
          // A failed load is reported to the list (whose banner shows it) and the modal asks to close.
          if (failure) await waitFor(() => expect(reported).toEqual([failure]));
          else {
            await settled(defaultMessages.certifications.detailsLoading);
            expect(screen.getByText(defaultMessages.certifications.submittedBy)).toBeInTheDocument();
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Sign-in: a hostile server message and notice show as text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NON_BLANK_HOSTILE), hostileValue, async (message, notice) => {
        const api = createMemoryAdminApi();
        api.control.failNext('auth.login', new ApiError(message, 401, message));
        const session = createSessionStore({ persistent: memoryStorage(), transient: memoryStorage() });
        const noticeText = typeof notice === 'string' ? notice : undefined;
        await checkHostile(<Login api={api} session={session} notice={noticeText} onSignedIn={() => {}} />, async () => {
          fireEvent.change(screen.getByLabelText(defaultMessages.auth.email), { target: { value: 'admin@partner-console.dev' } });
          fireEvent.change(screen.getByLabelText(defaultMessages.auth.password, { selector: 'input' }), { target: { value: 'Admin@12345' } });
          fireEvent.submit(screen.getByRole('form', { name: defaultMessages.auth.signInTitle }));
          await waitFor(() => expect(bannerWith(message)).toBeDefined());
          expect(session.read()).toBeNull();
        });
      }),
      { ...PROPERTY_OPTIONS, numRuns: Math.min(PROPERTY_OPTIONS.numRuns, 10) },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Forgot password renders its fixed text', async () => {
    await checkHostile(<ForgotPassword />, () => {
      expect(screen.getByRole('heading', { name: defaultMessages.auth.forgotTitle })).toBeInTheDocument();
    });
  });
});

/** The title a resource's modal shows: its text, or 'Untitled'. */
const displayTitle = (title: unknown, untitled: string) => displayText(title, untitled);

async function waitForDialog(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
}
