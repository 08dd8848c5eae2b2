import type { FederationSettings, FediverseAccount } from "@scholarly/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveSession } from "../../auth/session";
import { toast } from "../../components/toasts/toasts";
import { renderPage } from "../../test/render-page";
import { FediverseSettings } from "./FediverseSettings";

const FOLLOWING = "/user/federation/following/";
const SETTINGS: FederationSettings = {
  handle: "ada@scholarly.example",
  enabled: true,
  approve_followers: false,
  remote_followers: 0,
  slug_changeable: false,
};

function buildAccount(name: string, overrides: Partial<FediverseAccount> = {}): FediverseAccount {
  return {
    actor: `https://social.example/users/${name}`,
    handle: `${name}@social.example`,
    name: name[0]?.toUpperCase() + name.slice(1),
    url: `https://social.example/@${name}`,
    avatar: null,
    status: "accepted",
    ...overrides,
  };
}

let followed: FediverseAccount[];
let sent: { method: string; url: string }[];
/** How the server answers an unfollow. */
let unfollowAnswer: (actor: string) => Response;

beforeEach(() => {
  saveSession({ access_token: "access", refresh_token: "refresh", user_id: 7 });
  followed = [buildAccount("grace", { status: "pending" }), buildAccount("emmy")];
  sent = [];
  unfollowAnswer = (actor) => {
    followed = followed.filter((account) => account.actor !== actor);
    return Response.json({ message: "You no longer follow this account." });
  };
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    sent.push({ method, url });
    if (url.startsWith(FOLLOWING) && method === "DELETE")
      return unfollowAnswer(new URL(url, "http://localhost").searchParams.get("actor") ?? "");
    if (url.startsWith(FOLLOWING)) return Response.json({ count: followed.length, results: followed });
    if (url.startsWith("/user/federation/followers/")) return Response.json({ count: 0, results: [] });
    return Response.json(SETTINGS);
  });
});
afterEach(() => vi.restoreAllMocks());

async function followedList() {
  const section = await screen.findByRole("region", { name: "Accounts you follow on the fediverse" });
  await within(section).findAllByRole("listitem");
  return section;
}

describe("the fediverse accounts a member follows, in settings", () => {
  it("lists each account with its name, a link to its page, and whether it waits for approval", async () => {
    renderPage(<FediverseSettings />, { path: "/settings" });
    const [grace, emmy] = within(await followedList()).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(grace).getByText("Grace")).toBeTruthy();
    expect(within(grace).getByRole("link", { name: "@grace@social.example" }).getAttribute("href")).toBe(
      "https://social.example/@grace",
    );
    expect(within(grace).getByText("waiting for approval")).toBeTruthy();
    expect(within(emmy).queryByText("waiting for approval")).toBeNull();
  });

  it("unfollowing one tells the server which account and takes its row away", async () => {
    const success = vi.spyOn(toast, "success");
    renderPage(<FediverseSettings />, { path: "/settings" });
    const section = await followedList();
    await userEvent.click(within(section).getByRole("button", { name: "Unfollow @grace@social.example" }));

    await vi.waitFor(() => expect(within(section).getAllByRole("listitem")).toHaveLength(1));
    expect(within(section).queryByText("@grace@social.example")).toBeNull();
    const unfollow = sent.find((call) => call.method === "DELETE");
    expect(unfollow?.url).toBe(`${FOLLOWING}?actor=${encodeURIComponent("https://social.example/users/grace")}`);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("You no longer follow this account."));
  });

  it("puts the account back and says why when the server refuses the unfollow", async () => {
    const message = "You are not following this fediverse account.";
    unfollowAnswer = () => Response.json({ error: message, detail: message }, { status: 404 });
    const failure = vi.spyOn(toast, "error");
    renderPage(<FediverseSettings />, { path: "/settings" });
    const section = await followedList();
    await userEvent.click(within(section).getByRole("button", { name: "Unfollow @emmy@social.example" }));

    await vi.waitFor(() => expect(failure).toHaveBeenCalledWith(message));
    expect(await within(section).findByRole("link", { name: "@emmy@social.example" })).toBeTruthy();
  });

  it("tells a member who follows no one how to follow an account", async () => {
    followed = [];
    renderPage(<FediverseSettings />, { path: "/settings" });
    expect(
      await screen.findByText(
        "You follow no fediverse accounts yet. Type a handle such as @name@server.example in the search box to follow one.",
      ),
    ).toBeTruthy();
  });
});
