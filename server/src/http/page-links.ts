// Links to the neighbouring pages of a numbered list, relative to the API host, as the web client follows them.

export function pageLinks(path: string, { page, limit, count }: { page: number; limit: number; count: number }) {
  const link = (target: number) => `${path}?page=${target}&limit=${limit}`;
  return {
    next: page * limit < count ? link(page + 1) : null,
    previous: page > 1 && (page - 2) * limit < count ? link(page - 1) : null,
  };
}
