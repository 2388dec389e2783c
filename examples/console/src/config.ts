/** Runtime configuration, served by the host at /config.json so one build runs against any backend. */
export interface RuntimeConfig {
  /** The API base address every call's path is appended to, e.g. '/api'. */
  apiBaseUrl: string;
}

export async function loadRuntimeConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`Could not load /config.json (HTTP ${response.status})`);
  const config: unknown = await response.json();
  const apiBaseUrl = config && typeof config === 'object' ? (config as { apiBaseUrl?: unknown }).apiBaseUrl : undefined;
  if (typeof apiBaseUrl !== 'string' || apiBaseUrl.trim() === '') throw new Error('/config.json has no apiBaseUrl');
  return { apiBaseUrl };
}
