// The export columns for a screen's `import()` (ExportColumns): only ever imported that way, so a
// bundler makes it a chunk of its own whose exports are the module itself. Importing columns.js
// directly, which other chunks import statically, made rolldown build a namespace object for it
// and move its runtime helpers out of the console's entry chunk into one more request (0.2 kB on /login).
export { partnerExportColumns, dealExportColumns, certificationExportColumns, certificationPdfColumns } from './columns.js';
