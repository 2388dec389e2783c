/** The texts of the partner and distributor screens, which differ only in the noun. */
function memberTexts(noun: 'Partner' | 'Distributor', plural: 'Partners' | 'Distributors') {
  const lower = noun.toLowerCase();
  const lowerPlural = plural.toLowerCase();
  return {
    overviewTitle: `${plural} Overview`,
    viewRequests: `View ${noun} Requests`,
    searchPlaceholder: 'Search by name, email, or company',
    empty: `No ${lowerPlural} found`,
    fetchError: `An error occurred while fetching ${lowerPlural} data`,
    requestsTitle: `${noun} Requests`,
    requestsEmpty: `No ${lower} requests found`,
    requestsFetchError: `An error occurred while fetching ${lower} requests`,
    acceptTitle: `Accept ${noun}`,
    acceptText: `Are you sure you want to accept this ${lower}?`,
    acceptButton: 'Accept',
    acceptRequest: 'Accept {name}',
    rejectRequest: 'Reject {name}',
    rejectTitle: `Reject ${noun}`,
    rejectText: `Please provide a reason for rejecting this ${lower}.`,
    rejectReasonLabel: 'Reason for Rejection*',
    rejectReasonPlaceholder: 'Enter the reason for rejection...',
    reasonRequired: 'Please provide a reason for rejection',
    rejectButton: 'Reject',
    acceptedTitle: `${noun} Accepted Successfully!`,
    rejectedTitle: `${noun} Rejected Successfully!`,
    decisionNotified: `The ${lower} has been notified about your decision.`,
    approveError: `Failed to approve ${lower}`,
    rejectError: `Failed to reject ${lower}`,
    reviewTitle: `${noun} Review`,
    defaultPosition: noun,
    removeButton: `Remove ${noun}`,
    removeTitle: `Remove ${noun}?`,
    removeText: `The ${lower} will lose ${lower} privileges. This action cannot be undone.`,
    removeConfirm: `Remove ${noun}`,
    removedTitle: `${noun} Removed Successfully!`,
    removedText: `The ${lower} has been successfully removed from your network.`,
    removeError: `Failed to remove ${lower}`,
    notFoundTitle: `${noun} Not Found`,
    notFoundText: `The requested ${lower} could not be found.`,
    returnToList: `Return to ${plural}`,
    idMissing: `${noun} ID is missing`,
    loadError: `Failed to load ${lower} data`,
    exportTitle: `Export ${noun} Data`,
    dealsTitle: 'Registered Deals',
    dealsSearchPlaceholder: 'Search by company, email, or name',
    dealNameColumn: `${noun} Name`,
    loading: `Loading ${lowerPlural}...`,
    backLabel: `Back to ${plural}`,
  };
}

export const partnerMessages = /* @__PURE__ */ memberTexts('Partner', 'Partners');

export const distributorMessages = /* @__PURE__ */ memberTexts('Distributor', 'Distributors');

export const memberMessages = {
  partnersSubtitle: 'Collaborating for innovation, growth, and success with our valued partners.',
  distributorsSubtitle: 'Collaborating for innovation, growth, and success with our valued distributors.',
  telephone: 'Telephone',
  email: 'Email',
  address: 'Address',
  status: 'Status',
  totalDeals: 'Total Deals Registered',
  signUpRequest: 'Sign-up request',
  requestPendingText: 'Waiting for a decision.',
  rejectionReason: 'Reason for rejection',
  companySize: '({size})',
};
