// The 23 publication types as a select's options, shared by the publish, edit and search forms.
import { PUBLICATION_TYPES } from "@scholarly/contract";

export function PublicationTypeOptions() {
  return PUBLICATION_TYPES.map((type) => (
    <option key={type} value={type}>
      {type}
    </option>
  ));
}
