// Our licences as the URLs of their deeds, the form harvesters and schema.org read.
const LICENSE_URLS: Record<string, string> = {
  "CC-BY-4.0": "https://creativecommons.org/licenses/by/4.0/",
  "CC-BY-SA-4.0": "https://creativecommons.org/licenses/by-sa/4.0/",
  "CC0-1.0": "https://creativecommons.org/publicdomain/zero/1.0/",
};

/** A licence as the URL of its deed; all-rights-reserved has none. */
export const licenseUrl = (license: string | null) => (license ? LICENSE_URLS[license] : undefined);
