// Its own module, apart from export.ts: a module-level object spread cannot be dropped by a
// bundler, so a list's first bundle would otherwise hold the whole section.
/**
 * The one text of the section a list's first bundle holds: what `useExportAction` says when the
 * export code (loaded on the first export) did not arrive. The rest comes with that code.
 */
export const exportLoadMessages = {
  prepareFailed: 'Failed to prepare export data. Please try again.',
};
