import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TabList, TabPanel } from "./TabList";

const TABS = ["all", "people", "research"] as const;
type Tab = (typeof TABS)[number];

function Tabs() {
  const [tab, setTab] = useState<Tab>("all");
  return (
    <>
      <TabList
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        labelOf={(t) => t.toUpperCase()}
        label="Show"
        idPrefix="t"
      />
      <TabPanel tab={tab} idPrefix="t">
        Showing {tab}
      </TabPanel>
    </>
  );
}

describe("a tab list", () => {
  it("keeps only the selected tab in the Tab order and names its panel", () => {
    render(<Tabs />);
    const selected = screen.getByRole("tab", { name: "ALL" });
    expect(selected.getAttribute("aria-selected")).toBe("true");
    expect(selected.tabIndex).toBe(0);
    expect(screen.getByRole("tab", { name: "PEOPLE" }).tabIndex).toBe(-1);
    expect(screen.getByRole("tabpanel", { name: "ALL" }).textContent).toBe("Showing all");
  });

  it("moves and selects with the arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole("tab", { name: "ALL" }));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "RESEARCH" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Showing research");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "ALL", selected: true })).toBeTruthy();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "RESEARCH", selected: true })).toBeTruthy();
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "ALL" }));
  });
});
