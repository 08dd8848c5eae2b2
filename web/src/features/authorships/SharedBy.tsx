// "Shared by": the member who posted a work they are not an author of.
import type { SharedBy as SharedByMember } from "@scholarly/contract";
import { Link } from "react-router";
import "./authorships.css";

export function SharedBy({ member }: { member: SharedByMember | null }) {
  if (!member) return null;
  return (
    <p className="shared-by">
      Shared by <Link to={`/user-profile/${member.id}`}>{member.name}</Link>
    </p>
  );
}
