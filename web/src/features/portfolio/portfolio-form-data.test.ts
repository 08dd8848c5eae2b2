import { describe, expect, it } from "vitest";
import { portfolioFormData } from "./portfolio-form-data";

describe("the portfolio save body", () => {
  it("leaves out fields that are undefined, such as end dates of a current role", () => {
    const form = portfolioFormData({
      fields: { title: "Intern", currently_working: true, end_month: undefined, end_year: undefined },
      skills: ["Go", "SQL"],
      media: null,
    });
    expect(form.get("currently_working")).toBe("true");
    expect(form.has("end_month")).toBe(false);
    expect(form.has("end_year")).toBe(false);
    expect(form.getAll("skills")).toEqual(["Go", "SQL"]);
    expect(form.has("id")).toBe(false);
  });

  it("carries the id on update and an empty skills field when the list was emptied", () => {
    const form = portfolioFormData({ fields: { project_name: "Atlas" }, skills: [], media: null }, 7);
    expect(form.get("id")).toBe("7");
    expect(form.getAll("skills")).toEqual([""]);
  });
});
