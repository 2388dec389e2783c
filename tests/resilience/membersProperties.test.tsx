import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi, type MemoryMethod } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Variant } from '../../src/api/types.js';
import { defaultMessages } from '../../src/i18n/messages.js';
import { MembersOverview } from '../../src/screens/MembersOverview/index.js';
import { MemberRequests } from '../../src/screens/MemberRequests/index.js';
import { MemberReview } from '../../src/screens/MemberReview/index.js';
import {
  PROPERTY_OPTIONS,
  PROPERTY_TIMEOUT_MS,
  hostileDistributorDeal,
  hostileMember,
  hostilePartnerDeal,
  hostileValue,
  listOf,
  maybeServerFailure,
} from './hostileArbitraries.js';
import { bannerWith, checkHostile, dataRows, dialogTitled, elementWithText, expectListOutcome, settled } from './hostileRender.js';

// Partners and distributors screens (SPEC 2.4 to 2.7) fed hostile records through the memory API.

const noop = () => {};
const variants = fc.constantFrom<Variant>('partner', 'distributor');
const layouts = fc.constantFrom('table' as const, 'cards' as const);
const texts = (variant: Variant) => (variant === 'distributor' ? defaultMessages.distributor : defaultMessages.partner);
const area = (variant: Variant) => (variant === 'distributor' ? 'distributors' : 'partners');
const serverError = (message: string) => new ApiError(message, 500, message);

describe('members screens survive hostile data', () => {
  it('Partners and Distributors Overview: rows, the empty text or the banner; searching and sorting hostile rows', async () => {
    await fc.assert(
      fc.asyncProperty(variants, layouts, listOf(hostileMember), maybeServerFailure, hostileValue, async (variant, layout, members, failure, search) => {
        const api = createMemoryAdminApi({ data: { [area(variant)]: members } });
        if (failure) api.control.failNext(`${area(variant)}.list` as MemoryMethod, serverError(failure));
        const t = texts(variant);
        await checkHostile(<MembersOverview api={api} variant={variant} layout={layout} onOpen={noop} onViewRequests={noop} />, async () => {
          await settled(t.loading);
          expectListOutcome({ caption: t.overviewTitle, records: members.length, failure, emptyText: t.empty });
          if (!failure) {
            // The list engine meets garbage dates and odd text too.
            fireEvent.click(elementWithText('button', defaultMessages.list.sortBy));
            // The menu's popup loads on its first opening (issue 33 item 3).
            fireEvent.click(await waitFor(() => elementWithText('[role="menuitemradio"]', defaultMessages.list.sortNewToOld)));
            fireEvent.change(screen.getByPlaceholderText(t.searchPlaceholder), { target: { value: typeof search === 'string' ? search : String(members.length) } });
            expect(dataRows(t.overviewTitle).length).toBeLessThanOrEqual(10);
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Partner and Distributor Requests: rows with their action or badge, the empty text or the banner', async () => {
    await fc.assert(
      fc.asyncProperty(variants, layouts, listOf(hostileMember), maybeServerFailure, async (variant, layout, members, failure) => {
        const api = createMemoryAdminApi({ data: { [area(variant)]: members } });
        const pending = await api[area(variant)].listPending();
        if (failure) api.control.failNext(`${area(variant)}.listPending` as MemoryMethod, serverError(failure));
        const t = texts(variant);
        await checkHostile(<MemberRequests api={api} variant={variant} layout={layout} onBack={noop} />, async () => {
          await settled(t.loading);
          expectListOutcome({ caption: t.requestsTitle, records: pending.length, failure, emptyText: t.requestsEmpty });
          for (const row of dataRows(t.requestsTitle)) {
            const decided = within(row).queryByText(/^(Accepted|Rejected)$/);
            const actions = within(row).queryAllByRole('button', { name: /^(Accept|Reject) / });
            expect(decided !== null || actions.length === 2).toBe(true);
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Partner and Distributor Review: the profile and its deals, not found, or the banner', async () => {
    const input = fc.record({
      variant: variants,
      layout: layouts,
      members: fc.array(hostileMember, { minLength: 1, maxLength: 3 }),
      partnerDeals: listOf(hostilePartnerDeal),
      distributorDeals: listOf(hostileDistributorDeal),
      failure: maybeServerFailure,
      unknownId: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ variant, layout, members, partnerDeals, distributorDeals, failure, unknownId }) => {
        const member = members[0]!;
        // Half of the deals belong to the member shown.
        const owned = <D extends object>(deals: D[], key: string) => deals.map((deal, index) => (index % 2 === 0 ? { ...deal, [key]: member.id } : deal));
        const api = createMemoryAdminApi({
          data: { [area(variant)]: members, partnerDeals: owned(partnerDeals, 'partnerId'), distributorDeals: owned(distributorDeals, 'distributorId') },
        });
        const id = unknownId ? 'no-such-member' : member.id;
        const deals = unknownId ? [] : await api[area(variant)].listDeals(id);
        if (failure) api.control.failNext(`${area(variant)}.get` as MemoryMethod, serverError(failure));
        const t = texts(variant);
        await checkHostile(<MemberReview api={api} variant={variant} id={id} layout={layout} onBack={noop} onRemoved={noop} />, async () => {
          await settled(defaultMessages.common.loading);
          if (failure) {
            expect(bannerWith(failure)).toBeDefined();
          } else if (unknownId) {
            expect(screen.getByRole('heading', { name: t.notFoundTitle })).toBeInTheDocument();
          } else {
            expect(screen.getByRole('heading', { name: t.dealsTitle })).toBeInTheDocument();
            expect(dataRows(t.dealsTitle)).toHaveLength(Math.min(deals.length, 10));
            // The export dialog's period is computed from the hostile deal dates.
            fireEvent.click(screen.getByRole('button', { name: defaultMessages.list.export }));
            await dialogTitled(t.exportTitle);
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);
});
