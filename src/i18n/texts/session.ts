export const sessionMessages = {
  expired: 'Session expired. Please login again.',
  timedOut: 'Request timed out. Please try again later.',
  apiError: 'API error: {status}',
  networkError: 'Network error. Please check your connection and try again.',
  invalidResponse: 'Invalid data format received from server',
  unknownError: 'An unknown error occurred',
};
