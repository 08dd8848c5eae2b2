import { describe, expect, it } from "vitest";
import { sanitizeFediverseHtml } from "./fediverse-html.js";

describe("fediverse HTML as we keep it", () => {
  it("keeps text markup and http(s) links, each link marked to pass nothing on, and drops the rest", () => {
    expect(
      sanitizeFediverseHtml(
        '<p class="x" onclick="steal()">See <a href="https://doi.org/10.1/x" rel="me" target="_top">this</a>' +
          '<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)">no</a>' +
          "<br><span><em>and</em> <strong>more</strong></span></p><blockquote><b>quoted</b></blockquote>",
      ),
    ).toBe(
      '<p>See <a href="https://doi.org/10.1/x" rel="nofollow noopener noreferrer">this</a> ' +
        '<a rel="nofollow noopener noreferrer">no</a><br /><span><em>and</em> <strong>more</strong></span></p>quoted',
    );
  });

  it("cuts what is longer than the cap and closes the tags it left open", () => {
    const clean = sanitizeFediverseHtml(`<p>${"<strong>word</strong> ".repeat(50)}</p>`, 100);
    expect(clean.length).toBeLessThanOrEqual(100);
    expect(clean).toMatch(/^<p><strong>word<\/strong> .*<\/p>$/);
  });
});
