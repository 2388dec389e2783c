/**
 * The deals section's texts the deal lists show from their first render. Internal: the section is
 * `dealsMessages` below.
 */
export const dealsBaseMessages = {
  partnerTitle: 'Partner Deals',
  distributorTitle: 'Deals',
  subtitle: 'View, track, and manage deals registered in your programme.',
  partnerSearch: 'Search by partner, company, or registration number',
  distributorSearch: 'Search by distributor, company, or registration number',
  partnerName: 'Partner Name',
  distributorName: 'Distributor Name',
  partnerLoading: 'Loading partner deals...',
  distributorLoading: 'Loading deals...',
  partnerEmpty: 'No partner deals found.',
  distributorEmpty: 'No deals found.',
  approve: 'Approve deal',
  reject: 'Reject deal',
  approveNamed: 'Approve deal {id}',
  rejectNamed: 'Reject deal {id}',
  approvedNotice: 'Deal {id} approved',
  dealNamed: 'Deal {id}',
  approveDeal: 'Approve Deal',
  rejectDeal: 'Reject Deal',
  dealActions: 'Deal actions',
  editRemark: 'Edit remark',
  addRemark: 'Add remark',
  approveError: 'Failed to approve deal',
  rejectError: 'Failed to reject deal',
  remarksError: 'Failed to update remarks',
  fetchError: 'An error occurred while fetching deals data',
  statusApproved: 'Approved',
  statusRejected: 'Rejected',
  statusPending: 'Pending',
  conflictsOnly: 'Conflicts only',
  possibleConflict: 'Possible conflict ({count})',
};

/**
 * The Reject Deal and Update Remarks dialogs' texts of the deals section: the deal list's first
 * bundle carries none of them, as the dialogs load by import() when one first opens (issue 33).
 * Internal: the section is `dealsMessages` below.
 */
export const dealsDialogMessages = {
  rejectTitle: 'Reject Deal',
  rejectText: 'Please provide a reason for rejecting this deal.',
  rejectPlaceholder: 'Reason for rejection...',
  rejectButton: 'Reject Deal',
  rejecting: 'Processing...',
  remarksTitle: 'Update Remarks',
  remarksText: 'Please enter the new remarks for this deal.',
  remarksPlaceholder: 'Enter new remarks...',
  remarksButton: 'Update Remarks',
  remarksBusy: 'Updating...',
  reasonRequired: 'Please provide a reason for rejection',
  remarksRequired: 'Please enter the remarks',
};

/**
 * The deals section (a host overrides it as `deals`). Made by a call marked pure, not a spread: a
 * bundler then drops it, and the dialogs' texts with it, from a bundle whose code reads only
 * `dealsBaseMessages`.
 */
export const dealsMessages = /* @__PURE__ */ Object.assign({}, dealsBaseMessages, dealsDialogMessages);
