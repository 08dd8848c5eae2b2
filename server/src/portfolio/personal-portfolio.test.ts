import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMember } from "../test/factories.js";
import { pdfBytes, pngBytes } from "../test/file-fixtures.js";
import { file, formOf } from "../test/forms.js";
import { createTestApp, type TestApp } from "../test/test-app.js";

const CV = "/user/portfolio/personal-portfolio/";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

const isStored = async (url: string) => (await t.storage.stat(url.replace("/media/", ""))) !== null;

async function uploadCv(member: Member) {
  const payload = formOf({ cv_pdf: file(pdfBytes(), "cv.pdf") });
  const response = await t.app.inject({ method: "PATCH", url: CV, headers: member.headers, payload });
  expect(response.statusCode).toBe(200);
  return response.json() as { message: string; cv_pdf: string; data: { cv_pdf: string } };
}

describe("the personal portfolio (CV)", () => {
  it("tells a member without a CV that no portfolio exists yet", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({ method: "GET", url: CV, headers: member.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "You don't have a portfolio created Yet", data: [] });
  });

  it("uploads a PDF CV and lists it", async () => {
    const member = await buildMember(t);
    const uploaded = await uploadCv(member);
    expect(uploaded.message).toBe("CV uploaded successfully.");
    expect(uploaded.data.cv_pdf).toBe(uploaded.cv_pdf);
    const response = await t.app.inject({ method: "GET", url: CV, headers: member.headers });
    expect(response.json()).toEqual({ data: [{ cv_pdf: uploaded.cv_pdf, cv_name: "cv.pdf" }] });
    const served = await t.app.inject({ method: "GET", url: uploaded.cv_pdf });
    expect(served.headers["content-type"]).toBe("application/pdf");
  });

  it("keeps the CV's file name as uploaded, and the name of the one that replaced it", async () => {
    const member = await buildMember(t);
    const upload = (name: string) =>
      t.app.inject({
        method: "PATCH",
        url: CV,
        headers: member.headers,
        payload: formOf({ cv_pdf: file(pdfBytes(), name) }),
      });
    const first = await upload("Ada Lovelace – CV 2026.pdf");
    expect(first.json().data).toMatchObject({ cv_name: "Ada Lovelace – CV 2026.pdf" });
    await upload("cv-final.pdf");
    const listed = await t.app.inject({ method: "GET", url: CV, headers: member.headers });
    expect(listed.json().data[0].cv_name).toBe("cv-final.pdf");
  });

  it("has no name for a CV uploaded before names were kept", async () => {
    const member = await buildMember(t);
    await uploadCv(member);
    await t.db
      .updateTable("personal_portfolios")
      .set({ cv_name: null })
      .where("user_id", "=", member.user.id)
      .execute();
    const listed = await t.app.inject({ method: "GET", url: CV, headers: member.headers });
    expect(listed.json().data[0]).toMatchObject({ cv_name: null });
  });

  it("replaces the CV and deletes the old file", async () => {
    const member = await buildMember(t);
    const first = await uploadCv(member);
    const second = await uploadCv(member);
    expect(second.cv_pdf).not.toBe(first.cv_pdf);
    expect(await isStored(first.cv_pdf)).toBe(false);
    expect(await isStored(second.cv_pdf)).toBe(true);
  });

  it("removes the CV and its file when an empty cv_pdf is sent", async () => {
    const member = await buildMember(t);
    const uploaded = await uploadCv(member);
    const response = await t.app.inject({
      method: "PATCH",
      url: CV,
      headers: member.headers,
      payload: formOf({ cv_pdf: "" }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ cv_pdf: null, data: { cv_pdf: null } });
    expect(await isStored(uploaded.cv_pdf)).toBe(false);
    const list = await t.app.inject({ method: "GET", url: CV, headers: member.headers });
    expect(list.json().data).toEqual([]);
  });

  it("treats an empty file part as a removal too", async () => {
    const member = await buildMember(t);
    const uploaded = await uploadCv(member);
    const form = new FormData();
    form.append("cv_pdf", new Blob([]), "");
    const response = await t.app.inject({ method: "PATCH", url: CV, headers: member.headers, payload: form });
    expect(response.statusCode).toBe(200);
    expect(response.json().cv_pdf).toBeNull();
    expect(await isStored(uploaded.cv_pdf)).toBe(false);
  });

  it("refuses a PNG as a CV and keeps the current one", async () => {
    const member = await buildMember(t);
    const uploaded = await uploadCv(member);
    const response = await t.app.inject({
      method: "PATCH",
      url: CV,
      headers: member.headers,
      payload: formOf({ cv_pdf: file(pngBytes(), "cv.pdf") }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("The CV must be a PDF document.");
    expect(await isStored(uploaded.cv_pdf)).toBe(true);
  });

  it("asks for a file when nothing is sent", async () => {
    const member = await buildMember(t);
    const response = await t.app.inject({ method: "PATCH", url: CV, headers: member.headers, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe("Please select a PDF file for your CV.");
  });
});
