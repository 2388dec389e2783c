// Pure derivations of server records that several screens share.
export { dealOwnerName, normaliseDealStatus, toDealRow } from './dealRow.js';
export type { AnyDeal, DealRow, DealStatus } from './dealRow.js';
export { decideRequest, isMemberActive, memberName, memberSearchFields, requestState } from './member.js';
export type { RequestDecision, RequestState } from './member.js';
