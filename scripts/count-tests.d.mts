export declare const reportsDir: string;
export declare function countReport(report: unknown): { passed: number; failed: number };
export declare function countReports(dir?: string): { passed: number; failed: number };
export declare function failuresIn(report: unknown): string[];
export declare function details(dir?: string): string[];
export declare function summarize(dir?: string): { passed: number; failed: number; lines: string[] };
