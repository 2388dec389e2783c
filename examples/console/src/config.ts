import type { ApiExtensionsOption } from 'partner-console';

/** Runtime configuration, served by the host at /config.json so one build runs against any backend. */
export interface RuntimeConfig {
  /** The API base address every call's path is appended to, e.g. '/api'. */
  apiBaseUrl: string;
  /** What the backend offers beyond SPEC 7 (history, undo, live events): `true` for the reference backend. @default false */
  extensions: ApiExtensionsOption;
}

export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const config: unknown = await response.json();
  const { apiBaseUrl, extensions } = config && typeof config === 'object' ? (config as { apiBaseUrl?: unknown; extensions?: unknown }) : {};
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl.trim() === '') throw new Error('/config.json has no apiBaseUrl');
  // Taken as it comes: an extension is on only for `true`, or a flag that is `true` (hasExtension).
  return { apiBaseUrl, extensions: (extensions ?? false) as ApiExtensionsOption };
}
