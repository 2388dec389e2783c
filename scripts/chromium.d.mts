export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[]; headless: boolean };
export declare function hasChromium(): boolean;
