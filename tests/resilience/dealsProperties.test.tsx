import { fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { ApiError } from '../../src/api/errors.js';
import { createMemoryAdminApi } from '../../src/api/memory/createMemoryAdminApi.js';
import type { Variant } from '../../src/api/types.js';
import { defaultMessages } from '../../src/i18n/messages.js';
import { DealDetailsDialog } from '../../src/screens/DealDetailsDialog/index.js';
import { DealsList } from '../../src/screens/DealsList/index.js';
import { PROPERTY_OPTIONS, PROPERTY_TIMEOUT_MS, hostileDistributorDeal, hostilePartnerDeal, listOf, maybeServerFailure } from './hostileArbitraries.js';
import { bannerWith, checkHostile, dataRows, dialogTitled, expectListOutcome, settled } from './hostileRender.js';

// The deal lists (SPEC 2.8) and the Deal Details dialog (SPEC 2.9) fed hostile deals.

const t = defaultMessages.deals;
const layouts = fc.constantFrom('table' as const, 'cards' as const);
const serverError = (message: string) => new ApiError(message, 500, message);

const dealsInput = fc.oneof(
  fc.record({ variant: fc.constant<Variant>('partner'), deals: listOf(hostilePartnerDeal) }),
  fc.record({ variant: fc.constant<Variant>('distributor'), deals: listOf(hostileDistributorDeal) }),
);

describe('deal screens survive hostile data', () => {
  it('Partner Deals and Distributor Deals: rows, the empty text or the banner; a row opens its details', async () => {
    await fc.assert(
      fc.asyncProperty(dealsInput, layouts, maybeServerFailure, async ({ variant, deals }, layout, failure) => {
        const partner = variant === 'partner';
        const api = createMemoryAdminApi({ data: partner ? { partnerDeals: deals } : { distributorDeals: deals } });
        if (failure) api.control.failNext(partner ? 'partnerDeals.list' : 'distributorDeals.list', serverError(failure));
        const caption = partner ? t.partnerTitle : t.distributorTitle;
        await checkHostile(<DealsList api={api} variant={variant} layout={layout} />, async () => {
          await settled(partner ? t.partnerLoading : t.distributorLoading);
          expectListOutcome({ caption, records: deals.length, failure, emptyText: partner ? t.partnerEmpty : t.distributorEmpty });
          const [first] = dataRows(caption);
          if (first) {
            fireEvent.click(first);
            await dialogTitled(defaultMessages.dealDetails.title);
            await settled(defaultMessages.dealDetails.loading);
            expect(screen.getByText(defaultMessages.dealDetails.dealInformation)).toBeInTheDocument();
          }
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);

  it('Deal Details: every section of a hostile deal, or the banner when it cannot be loaded', async () => {
    await fc.assert(
      fc.asyncProperty(dealsInput, maybeServerFailure, async ({ variant, deals: generated }, failure) => {
        const deals = generated.length > 0 ? generated : [{ id: 1 }];
        const partner = variant === 'partner';
        const api = createMemoryAdminApi({ data: partner ? { partnerDeals: deals } : { distributorDeals: deals } });
        if (failure) api.control.failNext(partner ? 'partnerDeals.get' : 'distributorDeals.get', serverError(failure));
        await checkHostile(<DealDetailsDialog api={api} variant={variant} open id={deals[0]!.id} onOpenChange={() => {}} />, async () => {
          await settled(defaultMessages.dealDetails.loading);
          if (failure) expect(bannerWith(failure)).toBeDefined();
          else expect(screen.getByText(defaultMessages.dealDetails.dateInformation)).toBeInTheDocument();
        });
      }),
      PROPERTY_OPTIONS,
    );
  }, PROPERTY_TIMEOUT_MS);
});
