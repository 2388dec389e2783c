// Type tests, checked by the compiler (`npm run typecheck`, and tests/node/typecheck.test.ts in
// `npm test`): each screen's `api` prop asks only for the calls the screen makes, so a host can
// pass a partial implementation; a missing call is a compile error (@ts-expect-error fails the
// check when the line below it compiles).
import {
  Certifications,
  createSessionStore,
  DealDetailsDialog,
  DealsList,
  DistributorReview,
  Login,
  PartnerRequests,
  PartnersOverview,
  QuizOverview,
  ResourcesOverview,
  type Member,
  type PartnerDeal,
  type PartnersOverviewApi,
} from '../../src/index.js';

const noop = () => {};
const session = createSessionStore();
const partners: Member[] = [];

// A backend that only lists partners is enough for Partners Overview.
const listOnly: PartnersOverviewApi = { partners: { list: async () => partners } };
export const overview = <PartnersOverview api={listOnly} onOpen={noop} onViewRequests={noop} />;
export const overviewInline = <PartnersOverview api={{ partners: { list: async () => [] } }} onOpen={noop} onViewRequests={noop} />;

// @ts-expect-error the distributor list is not the partner list
export const wrongSide = <PartnersOverview api={{ distributors: { list: async () => [] } }} onOpen={noop} onViewRequests={noop} />;

// @ts-expect-error the requests screen also decides: approve and reject are missing
export const requestsWithoutDecisions = <PartnerRequests api={{ partners: { listPending: async () => [] } }} onBack={noop} />;
export const requests = (
  <PartnerRequests api={{ partners: { listPending: async () => [], approve: async () => {}, reject: async () => {} } }} onBack={noop} />
);

const deal = {} as PartnerDeal;
const partnerDeals = { list: async () => [deal], get: async () => deal, approve: async () => {}, reject: async () => {}, updateRemarks: async () => {} };
export const dealsList = <DealsList variant="partner" api={{ partnerDeals }} />;
// @ts-expect-error a distributor deal list needs the distributor deal calls
export const dealsWrongVariant = <DealsList variant="distributor" api={{ partnerDeals }} />;
// @ts-expect-error the list opens Deal Details, which loads a deal: `get` is needed
export const dealsWithoutGet = <DealsList variant="partner" api={{ partnerDeals: { ...partnerDeals, get: undefined } }} />;

export const details = <DealDetailsDialog variant="distributor" api={{ distributorDeals: { get: async () => deal } }} open id={1} onOpenChange={noop} />;

export const review = (
  <DistributorReview
    api={{
      distributors: { get: async () => ({ id: 1 }), listDeals: async () => [], remove: async () => {} },
      distributorDeals: { get: async () => ({ id: 1 }) },
    }}
    id="1"
    onBack={noop}
    onRemoved={noop}
  />
);

export const login = <Login api={{ auth: { login: async () => ({ token: 't', partnerAdmin: {} }) } }} session={session} onSignedIn={noop} />;
// @ts-expect-error the sign-in screen needs login, not changePassword
export const loginWrong = <Login api={{ auth: { changePassword: async () => {} } }} session={session} onSignedIn={noop} />;

export const quiz = <QuizOverview api={{ quiz: { list: async () => [], create: async () => {}, update: async () => {}, remove: async () => {} } }} />;
export const resources = <ResourcesOverview api={{ resources: { listByType: async () => [], remove: async () => {}, upload: async () => {} } }} />;
// @ts-expect-error Certifications opens the detail dialog: get, approve and reject are needed
export const certificationsListOnly = <Certifications api={{ certifications: { list: async () => [] } }} />;
