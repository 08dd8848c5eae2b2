// Members made through the API (sign-up, the e-mailed code, a profile) and pages already signed in as them.
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { latestOtpFor } from "./outbox";

export interface Member {
  access_token: string;
  refresh_token: string;
  user_id: number;
  /** Signing in with these is what a person does on the login page. */
  email: string;
  password: string;
}

interface About {
  institution: string;
  research_areas: string;
}

export const bearer = (member: Member) => ({ Authorization: `Bearer ${member.access_token}` });

/** Signs up, verifies the e-mail with the mailed code and creates a profile, all through the API. */
export async function createMember(
  request: APIRequestContext,
  name: string,
  about: About = { institution: "University of London", research_areas: "Mathematics" },
): Promise<Member> {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${Date.now()}@example.org`;
  const password = "analytical-engine";
  const signup = await request.post("/user/signup/", { data: { email, password, conform_password: password } });
  expect(signup.ok()).toBe(true);
  const member = { ...((await signup.json()) as Omit<Member, "email" | "password">), email, password };
  const otp = await latestOtpFor(email);
  expect((await request.post("/user/verify-otp/", { headers: bearer(member), data: { email, otp } })).ok()).toBe(true);
  const profile = await request.post("/user/profile/create-profile/", {
    headers: bearer(member),
    multipart: { name, ...about, bio: `${name}'s bio.` },
  });
  expect(profile.ok()).toBe(true);
  return member;
}

/** Signs the page in as the member by storing the tokens where the app keeps them. */
export async function signIn(page: Page, member: Member): Promise<void> {
  await page.goto("/about");
  await page.evaluate((tokens) => {
    localStorage.setItem("access_token", tokens.access_token);
    localStorage.setItem("refresh_token", tokens.refresh_token);
    localStorage.setItem("user_id", String(tokens.user_id));
  }, member);
}

/** A new page, signed in as the member, open at `path`. */
export async function signedInPage(browser: Browser, member: Member, path = "/home"): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page, member);
  await page.goto(path);
  return page;
}
