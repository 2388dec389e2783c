/** The folder of the committed reports, api-report/. */
export const REPORT_FOLDER: string;

/** Each entry of package.json "exports", its report's name, and its declaration file under dist/. */
export const ENTRIES: readonly { entry: string; report: string; declarations: string }[];

/**
 * Writes one `<report>.api.md` per entry into `reportFolder` (api-report/ by default); returns the
 * file names. `declarationsDir`: built declarations (a packed dist/) instead of emitting them from src/.
 */
export function writeApiReports(reportFolder?: string, options?: { declarationsDir?: string }): string[];
