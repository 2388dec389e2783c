// The HTTP implementation of the AdminApi (and ky under it), loaded by main.tsx through a dynamic
// import of this module so it is a chunk of its own, fetched after the first render.
export { createHttpAdminApi } from 'partner-console';
