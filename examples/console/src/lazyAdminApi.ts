// The library's own lazy API (createHttpAdminApi is one too); the console wraps the whole HTTP API in
// one, so that not even the API's option checks are in the sign-in route.
export { lazyAdminApi, type LazyAdminApi } from 'partner-console';
