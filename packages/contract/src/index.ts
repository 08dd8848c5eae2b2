export * from "./accounts.js";
export * from "./common.js";
export * from "./follows.js";
export * from "./media.js";
export * from "./portfolio.js";
export * from "./profiles.js";
export * from "./public-profile.js";
export * from "./publications.js";
