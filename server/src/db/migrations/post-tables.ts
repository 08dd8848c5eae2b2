// The table of each kind of post, as the migrations that add a trigger to every post table name them. Not a
// migration: the migrations that import it keep doing what they did when they ran, so it only ever grows.
export const POST_TABLES = {
  publication: "publications",
  image: "gallery_images",
  video: "videos",
  code: "user_codes",
} as const;
