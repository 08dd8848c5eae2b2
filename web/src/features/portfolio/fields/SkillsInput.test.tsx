import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SkillsInput } from "./SkillsInput";

function Harness() {
  const [skills, setSkills] = useState<string[]>([]);
  return <SkillsInput skills={skills} onChange={setSkills} />;
}

describe("the one-at-a-time skills entry", () => {
  it("adds trimmed skills with the button or Enter and ignores blanks", async () => {
    render(<Harness />);
    const input = screen.getByLabelText("Skills");
    await userEvent.type(input, "  Python  ");
    await userEvent.click(screen.getByRole("button", { name: "Add skill" }));
    await userEvent.type(input, "   {Enter}");
    await userEvent.type(input, "R{Enter}");
    const chips = screen.getAllByRole("listitem").map((chip) => chip.textContent?.replace("×", ""));
    expect(chips).toEqual(["Python", "R"]);
  });

  it("removes a skill with its remove button", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText("Skills"), "Go{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Remove skill Go" }));
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
