import { internshipEndpoints, projectEndpoints } from "@scholarly/contract";
import { describe, expect, it } from "vitest";
import { multipartBody } from "./multipart";

describe("a multipart body built from an endpoint's fields", () => {
  it("leaves out fields that are undefined, such as end dates of a current role", () => {
    const form = multipartBody(internshipEndpoints.create, {
      title: "Intern",
      company: "Royal Institution",
      currently_working: true,
      start_month: "June",
      start_year: "2015",
      end_month: undefined,
      end_year: undefined,
      skills: ["Go", "SQL"],
    });
    expect(form.get("currently_working")).toBe("true");
    expect(form.has("end_month")).toBe(false);
    expect(form.has("end_year")).toBe(false);
    expect(form.getAll("skills")).toEqual(["Go", "SQL"]);
    expect(form.has("id")).toBe(false);
  });

  it("carries the id on update and an empty skills field when the list was emptied", () => {
    const form = multipartBody(projectEndpoints.update, { id: 7, project_name: "Atlas", skills: [] });
    expect(form.get("id")).toBe("7");
    expect(form.getAll("skills")).toEqual([""]);
  });

  it("adds the chosen files under their declared names and skips the ones not chosen", () => {
    const media = new File(["x"], "poster.png", { type: "image/png" });
    expect(multipartBody(projectEndpoints.create, { project_name: "Atlas" }, { media }).get("media")).toBe(media);
    expect(multipartBody(projectEndpoints.create, { project_name: "Atlas" }, { media: null }).has("media")).toBe(false);
  });
});
