// The partner and distributor screens' shared cells and columns: for the library's own screens,
// not part of the package root.
export { MemberEmail, MemberStatus, PhoneText, memberPersonColumns, memberRowId, useMemberTexts } from './MemberCells.js';
