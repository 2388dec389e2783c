export const sessionMessages = {
  expired: 'Session expired. Please login again.',
  timedOut: 'Request timed out. Please try again later.',
  apiError: 'API error: {status}',
  networkError: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Invalid data format received from server',
  unknownError: 'An unknown error occurred',
  // The line under a failed call's headline that says which kind of failure it was (`ApiError.kind`).
  offlineDetail: 'This device is offline.',
  networkDetail: 'Could not reach the server at {origin}: it is down, or the address is wrong.',
  corsDetail: "The server at {origin} is up but did not allow this page's origin, {page} (CORS).",
  timeoutDetail: 'The server at {origin} did not answer {method} {path} within {seconds} s.',
  unauthorizedDetail: 'The server at {origin} refused the session for {method} {path} (401).',
  notFoundDetail: 'The server at {origin} has no {path} (404): check baseUrl and paths.',
  serverDetail: 'The server at {origin} failed on {method} {path} ({status}).',
  httpDetail: 'The server at {origin} answered {method} {path} with {status}.',
  malformedDetail: 'The server at {origin} answered {method} {path} with data the API does not describe: check baseUrl and paths.',
};
