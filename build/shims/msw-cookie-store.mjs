// See README.md in this folder: the mock never sets cookies, so the jar stays empty.
export const cookieStore = {
  getCookies: () => [],
  setCookie: async () => undefined,
};
