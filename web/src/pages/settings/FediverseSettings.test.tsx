import type { FederationSettings, RemoteFollower } from "@scholarly/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { renderPage } from "../../test/render-page";
import { FediverseSettings } from "./FediverseSettings";

const alice: RemoteFollower = {
  actor: "https://social.example/users/alice",
  handle: "alice@social.example",
  name: "Alice Ball",
  url: "https://social.example/@alice",
  avatar: null,
  followed_at: "2026-11-29T10:00:00.000Z",
};

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

let settings: FederationSettings;
let waiting: RemoteFollower[];
let sent: { method: string; url: string; body: unknown }[];
/** How the server answers a change of slug. */
let slugAnswer: () => Response;

beforeEach(() => {
  saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
  settings = {
    handle: "ada_lovelace@scholarly.example",
    enabled: true,
    approve_followers: true,
    remote_followers: 0,
    slug_changeable: true,
  };
  waiting = [alice];
  sent = [];
  slugAnswer = () => {
    settings = { ...settings, handle: "ada@scholarly.example", slug_changeable: false };
    return answer(200, settings);
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (url.startsWith("/user/federation/followers/decide/")) {
      waiting = waiting.filter((follower) => follower.actor !== body.actor);
      return answer(200, { message: "The follower is accepted.", status: "accepted" });
    }
    if (url.startsWith("/user/federation/followers/")) return answer(200, { count: waiting.length, results: waiting });
    if (url.startsWith("/user/federation/following/")) return answer(200, { count: 0, results: [] });
    if (method === "PATCH") return slugAnswer();
    return answer(200, settings);
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the fediverse settings", () => {
  it("lists who waits to follow, and accepting one tells the server and empties the list", async () => {
    renderPage(<FediverseSettings />, { path: "/settings" });
    const list = await screen.findByRole("region", { name: "Waiting to follow you" });
    const request = await within(list).findByRole("listitem");
    expect(within(request).getByText("Alice Ball")).toBeTruthy();
    expect(within(request).getByRole("link", { name: "@alice@social.example" }).getAttribute("href")).toBe(alice.url);

    await userEvent.click(within(request).getByRole("button", { name: "Accept Alice Ball" }));
    expect(sent.find((call) => call.url.includes("/decide/"))?.body).toEqual({ actor: alice.actor, action: "accept" });
    expect(await within(list).findByText("No one is waiting.")).toBeTruthy();
  });

  it("refuses a follower from the keyboard", async () => {
    renderPage(<FediverseSettings />, { path: "/settings" });
    const refuse = await screen.findByRole("button", { name: "Refuse Alice Ball" });
    refuse.focus();
    await userEvent.keyboard("{Enter}");
    expect(sent.find((call) => call.url.includes("/decide/"))?.body).toEqual({ actor: alice.actor, action: "reject" });
  });

  it("shows no waiting list to a member who does not approve followers and has none waiting", async () => {
    settings = { ...settings, approve_followers: false };
    waiting = [];
    renderPage(<FediverseSettings />, { path: "/settings" });
    await screen.findByRole("checkbox", { name: "I approve each new follower there" });
    expect(screen.queryByRole("region", { name: "Waiting to follow you" })).toBeNull();
  });

  it("changes the handle's name once, then keeps the field disabled", async () => {
    renderPage(<FediverseSettings />, { path: "/settings" });
    const field = await screen.findByRole("textbox", { name: "Your handle's name" });
    expect((field as HTMLInputElement).value).toBe("ada_lovelace");
    await userEvent.clear(field);
    await userEvent.type(field, "ada");
    await userEvent.click(screen.getByRole("button", { name: "Save handle" }));

    expect(sent.find((call) => call.method === "PATCH")?.body).toEqual({ slug: "ada" });
    expect(await screen.findByText("@ada@scholarly.example")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Your handle's name" }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText("You have changed it once already; it stays as it is.")).toBeTruthy();
  });

  it("says a taken handle is taken, under the field, as the server words it", async () => {
    slugAnswer = () => answer(409, { error: "This handle is taken.", detail: "This handle is taken." });
    renderPage(<FediverseSettings />, { path: "/settings" });
    const field = await screen.findByRole("textbox", { name: "Your handle's name" });
    await userEvent.clear(field);
    await userEvent.type(field, "grace");
    await userEvent.click(screen.getByRole("button", { name: "Save handle" }));

    expect(await screen.findByText("This handle is taken.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("checks the handle's rules before sending it", async () => {
    renderPage(<FediverseSettings />, { path: "/settings" });
    const field = await screen.findByRole("textbox", { name: "Your handle's name" });
    await userEvent.clear(field);
    await userEvent.type(field, "Ada!");
    await userEvent.click(screen.getByRole("button", { name: "Save handle" }));

    expect(await screen.findByText(/lower-case letters, digits and _/)).toBeTruthy();
    expect(sent.some((call) => call.method === "PATCH")).toBe(false);
  });
});
