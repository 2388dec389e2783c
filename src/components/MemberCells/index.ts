// The partner and distributor screens' shared cells and columns: for the library's own screens,
// not part of the package root.
export { MemberEmail, MemberStatus, PhoneText, memberPersonColumns, memberRowId, useMemberNameLink, useMemberTexts, type MemberNameLink } from './MemberCells.js';
