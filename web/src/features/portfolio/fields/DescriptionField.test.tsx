import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { DescriptionField } from "./DescriptionField";

function Harness({ initial = "" }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <DescriptionField value={value} onChange={setValue} />;
}

describe("the description field", () => {
  it("counts characters as the member types", async () => {
    render(<Harness />);
    await userEvent.type(screen.getByLabelText("Description"), "Hello");
    expect(screen.getByText("5/500")).toBeTruthy();
  });

  it("stops at 500 characters", async () => {
    render(<Harness initial={"a".repeat(499)} />);
    await userEvent.type(screen.getByLabelText("Description"), "bcd");
    expect(screen.getByText("500/500")).toBeTruthy();
    expect((screen.getByLabelText("Description") as HTMLTextAreaElement).value).toHaveLength(500);
  });
});
