import { describe, expect, it } from "vitest";
import { domainBlocklist } from "./blocked-domains.js";

describe("the blocklist of domains", () => {
  const isBlocked = domainBlocklist(["bad.example", "spam.test"]);

  it("blocks a domain and every subdomain of it, whatever the case, port or final dot", () => {
    expect(["bad.example", "social.bad.example", "a.b.BAD.example:8443", "spam.test."].map(isBlocked)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("leaves alone a domain that only ends in the same letters, or is the blocked one's parent", () => {
    expect(["notbad.example", "example", "bad.example.org", "127.0.0.1:3000"].map(isBlocked)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
