// The answer schemas of the account calls, loaded on demand by accounts.ts (see there).
export { changePasswordResponse, messageResponse, tokenPair } from "@scholarly/contract";
