/**
 * Build-time settings of the SPA, read in one place. webpack's DefinePlugin replaces
 * process.env.API_BASE_URL at build time; under Jest it is the real environment.
 */
function readApiBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim().replace(/\/+$/, '');
  if (value !== '' && !/^https?:\/\/[^\s/]+/.test(value)) {
    throw new Error(`API_BASE_URL must be empty (same origin) or an http(s) URL, got "${value}"`);
  }
  return value;
}

export const env = {
  /** Where the API and /uploads live; '' means the same origin as the page. */
  get apiBaseUrl(): string {
    return readApiBaseUrl(process.env.API_BASE_URL);
  },
};
