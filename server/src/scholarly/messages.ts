// Error texts the citation, harvesting and discovery routes share, in the product's words.
export const USER_NOT_FOUND = "User not found.";
